// SPDX-License-Identifier: MIT
// MainWindow and the open file changing on disk under it: reloaded when there is nothing to lose,
// otherwise the owner chooses between rebasing the edits onto the new content and keeping them.
#include "ui/document/diskchangewatcher.h"
#include "ui/document/documentcontroller.h"
#include "ui/document/mergeconflictdialog.h"
#include "ui/shell/errortext.h"
#include "ui/shell/mainwindow.h"

#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

namespace toolgate::ui {

void MainWindow::followDiskChanges() {
    m_diskWatcher = new DiskChangeWatcher(m_document, this);
    connect(m_diskWatcher, &DiskChangeWatcher::changedOnDisk, this, &MainWindow::onChangedOnDisk);
}

void MainWindow::onChangedOnDisk(const QString &path) {
    const QString name = QFileInfo(path).fileName();
    if (!m_document->isModified()) {
        if (const core::Status reloaded = m_diskWatcher->reload(); !reloaded) {
            statusBar()->showMessage(tr("%1 changed on disk and cannot be read: %2")
                                         .arg(name, ErrorText::describe(reloaded.error())));
            return;
        }
        statusBar()->showMessage(
            tr("%1 changed on disk; reloaded (you had no unsaved edits).").arg(name), 10000);
        return;
    }
    QMessageBox box(QMessageBox::Warning, tr("The file changed on disk"),
                    tr("Someone else changed %1 while you were editing it.").arg(name),
                    QMessageBox::NoButton, this);
    box.setInformativeText(tr("Re-apply your unsaved edits on top of its new content to review "
                              "the combined result, or keep your version (saving then replaces "
                              "theirs)."));
    QPushButton *rebase =
        box.addButton(tr("Re-apply My Edits on the New Content"), QMessageBox::AcceptRole);
    box.addButton(tr("Keep My Version"), QMessageBox::RejectRole);
    box.setDefaultButton(rebase);
    box.exec();
    if (box.clickedButton() != rebase)
        return;
    const auto conflicts = m_diskWatcher->rebase();
    if (!conflicts) {
        QMessageBox::warning(this, tr("The file changed on disk"),
                             tr("%1 cannot be read now: %2\n\nYour edits are unchanged.")
                                 .arg(name, ErrorText::describe(conflicts.error())));
        return;
    }
    if (!conflicts->empty()) {
        MergeConflictDialog dialog(*conflicts, this);
        if (dialog.exec() != QDialog::Accepted) {
            m_diskWatcher->cancelRebase();
            return;
        }
        m_diskWatcher->completeRebase(dialog.choices());
    }
    statusBar()->showMessage(
        tr("Your edits now sit on the file's new content. Review them and save again."), 10000);
}

} // namespace toolgate::ui
