// SPDX-License-Identifier: MIT
#include "ui/document/diskchangewatcher.h"

#include "config/configdocument.h"
#include "models/policyworkspace.h"
#include "ui/document/documentcontroller.h"

#include <QFile>
#include <QFileInfo>

namespace toolgate::ui {

namespace {

QByteArray readBytes(const QString &path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

DiskChangeWatcher::DiskChangeWatcher(DocumentController *document, QObject *parent)
    : QObject(parent)
    , m_document(document) {
    connect(document, &DocumentController::documentOpened, this, &DiskChangeWatcher::watch);
    connect(document, &DocumentController::documentClosed, this, &DiskChangeWatcher::watch);
    connect(document, &DocumentController::saved, this, &DiskChangeWatcher::watch);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, &DiskChangeWatcher::onFileChanged);
    watch();
}

void DiskChangeWatcher::watch() {
    if (!m_watcher.files().isEmpty())
        m_watcher.removePaths(m_watcher.files());
    const QString path = m_document->filePath();
    m_known = path.isEmpty() ? QByteArray() : readBytes(path);
    cancelRebase();
    if (!path.isEmpty())
        m_watcher.addPath(path);
}

void DiskChangeWatcher::onFileChanged(const QString &path) {
    if (path != m_document->filePath())
        return;
    // Saves that replace the file (write a copy, rename it over) end the watch: watch again.
    if (!m_watcher.files().contains(path) && QFileInfo::exists(path))
        m_watcher.addPath(path);
    const QByteArray now = readBytes(path);
    if (now.isEmpty() || now == m_known)
        return; // mid-write, gone, or our own save
    m_known = now;
    emit changedOnDisk(path);
}

core::Status DiskChangeWatcher::reload() {
    const QString path = m_document->filePath();
    return m_document->open(path);
}

core::Result<std::vector<core::MergeConflict>> DiskChangeWatcher::rebase() {
    const QString path = m_document->filePath();
    auto disk = core::ConfigDocument::load(path);
    if (!disk)
        return disk.error();
    // Base: what the edits were made on; mine: the document now; theirs: the file now.
    core::ConfigMerge merge = core::mergeConfigThreeWay(
        m_document->baseline(), m_document->workspace()->document().root(), disk->root());
    if (!merge.conflicts.empty()) {
        m_held = std::move(merge);
        m_holding = true;
        return m_held.conflicts;
    }
    applyRebase(merge.merged);
    return std::vector<core::MergeConflict>{};
}

void DiskChangeWatcher::completeRebase(const QList<bool> &takeMine) {
    const std::optional<core::Json> merged =
        m_holding ? core::resolveMergeConflicts(m_held, takeMine) : std::nullopt;
    if (!merged)
        return;
    cancelRebase();
    applyRebase(*merged);
}

void DiskChangeWatcher::cancelRebase() {
    m_held = {};
    m_holding = false;
}

void DiskChangeWatcher::applyRebase(const core::Json &merged) {
    // The file's content becomes the baseline; the edits go on top as one undoable step.
    if (!m_document->open(m_document->filePath()))
        return;
    auto edits = m_document->workspace()->transformTo(merged);
    if (edits && !edits->isEmpty())
        m_document->pushEdits(edits.value(), tr("Re-apply my edits on the file's new content"));
}

} // namespace toolgate::ui
