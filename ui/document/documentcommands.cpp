// SPDX-License-Identifier: MIT
#include "ui/document/documentcommands.h"

#include "config/configdiff.h"
#include "models/policyworkspace.h"
#include "policy/semanticdiff.h"
#include "ui/document/diffdialog.h"
#include "ui/document/documentcontroller.h"
#include "ui/document/recentfiles.h"
#include "ui/shell/consolesettings.h"
#include "ui/shell/errortext.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>

namespace toolgate::ui {

namespace {
QString configFileFilter() {
    return DocumentCommands::tr("OpenClaw config (*.json *.json5);;All files (*)");
}
} // namespace

DocumentCommands::DocumentCommands(DocumentController *document, RecentFiles *recentFiles,
                                   QMainWindow *window)
    : QObject(window)
    , m_document(document)
    , m_recentFiles(recentFiles)
    , m_window(window) {}

bool DocumentCommands::openFile(const QString &path) {
    const core::Status opened = m_document->open(path);
    if (!opened) {
        m_recentFiles->remove(path);
        QMessageBox::warning(
            m_window, tr("Cannot open configuration"),
            tr("%1 could not be opened:\n%2")
                .arg(QFileInfo(path).fileName(), ErrorText::describe(opened.error())));
        return false;
    }
    m_recentFiles->add(path);
    ConsoleSettings::setLastDirectory(QFileInfo(path).absolutePath());
    m_window->statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

bool DocumentCommands::maybeSave() {
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        m_window, tr("Unsaved changes"),
        tr("The configuration has unsaved changes. Save them first?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Discard)
        return true;
    if (m_document->filePath().isEmpty())
        return saveAs();
    if (!confirmCommentLoss())
        return false;
    const core::Status written = m_document->save(true);
    if (!written)
        QMessageBox::warning(m_window, tr("Cannot save"), ErrorText::describe(written.error()));
    return bool(written);
}

void DocumentCommands::open() {
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Open Config"), ConsoleSettings::lastDirectory(), configFileFilter());
    if (!path.isEmpty())
        openFile(path);
}

DiffDialog *DocumentCommands::createDiffDialog(const QString &actionText) {
    const core::PolicyWorkspace *workspace = m_document->workspace();
    const QList<core::AgentToolChange> changes =
        core::semanticDiff(m_document->baseline(), workspace->document().root(), workspace->tools(),
                           workspace->context());
    QStringList paths;
    for (const core::PathChange &change :
         core::diffConfigs(m_document->baseline(), workspace->document().root()))
        paths << change.toString();
    QStringList errors;
    for (const core::ConfigFinding &finding : workspace->findings())
        if (finding.severity == core::FindingSeverity::Error)
            errors << finding.path.toString() + QStringLiteral(": ") +
                          ErrorText::forFinding(finding);
    auto *dialog = new DiffDialog(changes, paths, errors, actionText, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    return dialog;
}

bool DocumentCommands::reviewChanges(const QString &actionText) {
    if (!m_document->isModified())
        return true;
    return createDiffDialog(actionText)->exec() == QDialog::Accepted;
}

bool DocumentCommands::confirmCommentLoss() {
    if (!m_document->hadComments())
        return true;
    return QMessageBox::question(
               m_window, tr("Comments will be lost"),
               tr("This file has JSON5 comments. Saving writes plain JSON, so the comments will "
                  "not survive. Save anyway?"),
               QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Cancel) == QMessageBox::Save;
}

void DocumentCommands::save() {
    if (m_document->filePath().isEmpty()) {
        saveAs();
        return;
    }
    if (!reviewChanges(tr("Save")) || !confirmCommentLoss())
        return;
    const core::Status written = m_document->save(true);
    if (!written) {
        QMessageBox::warning(m_window, tr("Cannot save"), ErrorText::describe(written.error()));
        return;
    }
    m_window->statusBar()->showMessage(
        tr("Saved %1").arg(QFileInfo(m_document->filePath()).fileName()), 4000);
}

bool DocumentCommands::saveAs() {
    const QString start = m_document->filePath().isEmpty() ? ConsoleSettings::lastDirectory()
                                                           : m_document->filePath();
    const QString path =
        QFileDialog::getSaveFileName(m_window, tr("Save Config As"), start, configFileFilter());
    if (path.isEmpty() || !reviewChanges(tr("Save")) || !confirmCommentLoss())
        return false;
    const core::Status written = m_document->saveAs(path, true);
    if (!written) {
        QMessageBox::warning(m_window, tr("Cannot save"), ErrorText::describe(written.error()));
        return false;
    }
    m_recentFiles->add(path);
    m_window->statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

} // namespace toolgate::ui
