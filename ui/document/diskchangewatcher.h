// SPDX-License-Identifier: MIT
#pragma once

#include "config/configmerge.h"
#include "util/result.h"

#include <QByteArray>
#include <QFileSystemWatcher>
#include <QObject>

namespace toolgate::ui {

class DocumentController;

// Notices when the open config file is changed on disk by someone else (another editor, another
// admin's Toolgate, a deploy), never by this console's own saves, and rebases the console's
// unsaved edits onto the file's new content with the three-way merge used for gateway conflicts:
// the edits become one undoable step on top of what is on disk now.
class DiskChangeWatcher final : public QObject {
    Q_OBJECT

public:
    explicit DiskChangeWatcher(DocumentController *document, QObject *parent = nullptr);

    // The merge of the edits onto the file as it is now. Without conflicts it is applied at once;
    // with conflicts it is held for completeRebase() (or cancelRebase()). An unreadable or
    // invalid file is an error and nothing changes.
    core::Result<std::vector<core::MergeConflict>> rebase();
    void completeRebase(const QList<bool> &takeMine);
    void cancelRebase();
    // Re-reads the file, dropping unsaved edits.
    core::Status reload();

signals:
    // The file's content differs from what this console last read or wrote.
    void changedOnDisk(const QString &path);

private:
    void watch();
    void onFileChanged(const QString &path);
    void applyRebase(const core::Json &merged);

    DocumentController *m_document;
    QFileSystemWatcher m_watcher;
    QByteArray m_known; // the file's bytes as this console last read or wrote them
    core::ConfigMerge m_held;
    bool m_holding = false;
};

} // namespace toolgate::ui
