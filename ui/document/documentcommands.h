// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class QMainWindow;

namespace toolgate::ui {

class DiffDialog;
class DocumentController;
class RecentFiles;

// File > Open, Save and Save As with what guards them: unsaved edits saved or discarded as the
// user says, the review of the changes, the warning that JSON5 comments will not survive. Dialogs
// and status messages go to `window`; a failed save changes nothing.
class DocumentCommands final : public QObject {
    Q_OBJECT

public:
    DocumentCommands(DocumentController *document, RecentFiles *recentFiles, QMainWindow *window);

    // Opens a config file, reporting failure in a message box; true when it opened.
    bool openFile(const QString &path);
    // Before anything replaces the document: false = keep the document.
    bool maybeSave();
    void open();
    void save();
    bool saveAs();
    // The review shown before Save / Apply (not yet shown; deleted on close).
    DiffDialog *createDiffDialog(const QString &actionText);
    // Shows that review when there are edits; true when the user goes ahead.
    bool reviewChanges(const QString &actionText);
    bool confirmCommentLoss();

private:
    DocumentController *m_document;
    RecentFiles *m_recentFiles;
    QMainWindow *m_window;
};

} // namespace toolgate::ui
