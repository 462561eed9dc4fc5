// SPDX-License-Identifier: MIT
#pragma once

#include "util/result.h"

#include <QByteArray>
#include <QObject>
#include <QString>

class QUndoCommand;
class QUndoStack;

namespace toolgate::ui {

// The open config and its edit history. Owns the one QUndoStack of the console: every edit any
// screen makes goes through push(), so Edit > Undo / Redo and the modified flag see all of them.
class DocumentController final : public QObject {
    Q_OBJECT

public:
    enum class Source { None, File, Gateway, Demo };

    explicit DocumentController(QObject *parent = nullptr);
    ~DocumentController() override;

    QUndoStack *undoStack() const { return m_undoStack; }
    // Takes ownership; the command's redo() runs now.
    void push(QUndoCommand *command);

    bool hasDocument() const { return m_source != Source::None; }
    Source source() const { return m_source; }
    QString filePath() const { return m_filePath; }
    // Short, translated description for the status bar ("openclaw.json", "Demo gateway").
    QString sourceDescription() const;
    bool isModified() const;

    QByteArray content() const { return m_content; }

    core::Status open(const QString &path);
    // Loads text that did not come from a file (a gateway's config.get, the demo).
    void openText(const QByteArray &content, Source source, const QString &label);
    core::Status save();
    core::Status saveAs(const QString &path);
    void close();

signals:
    void documentOpened();
    void documentClosed();
    void contentChanged();
    void modifiedChanged(bool modified);
    void sourceChanged();
    void saved(const QString &path);

private:
    QUndoStack *m_undoStack;
    Source m_source = Source::None;
    QString m_filePath;
    QString m_label;
    QByteArray m_content;
};

} // namespace toolgate::ui
