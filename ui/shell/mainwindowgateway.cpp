// SPDX-License-Identifier: MIT
// The main window's gateway config commands: open a gateway's live config, apply the edits back
// with config.patch, and what the user sees when that succeeds, conflicts or fails.
#include "gateway/configservice.h"
#include "gateway/connectionmanager.h"
#include "gateway/gatewayclient.h"
#include "ui/document/documentcontroller.h"
#include "ui/document/gatewayconfiglink.h"
#include "ui/document/gatewaytoolcatalog.h"
#include "ui/document/mergeconflictdialog.h"
#include "ui/shell/actionregistry.h"
#include "ui/shell/mainwindow.h"

#include <QAction>
#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

namespace toolgate::ui {

void MainWindow::createGatewayActions() {
    QAction *openGateway = createAction(QStringLiteral("file.openGateway"));
    openGateway->setEnabled(m_configLink != nullptr);
    connect(openGateway, &QAction::triggered, this, &MainWindow::openFromGateway);

    QAction *apply =
        createAction(QStringLiteral("file.apply"), QKeySequence(Qt::CTRL | Qt::Key_Return));
    connect(apply, &QAction::triggered, this, &MainWindow::applyToGateway);
}

void MainWindow::openFromGateway() {
    if (!m_configLink || !maybeSave())
        return;
    QStringList names;
    QStringList ids;
    for (const QString &id : m_connections->activeIds()) {
        const gateway::GatewayClient *client = m_connections->client(id);
        if (client && client->isConnected()) {
            ids << id;
            names << m_connections->displayName(id);
        }
    }
    if (ids.isEmpty()) {
        QMessageBox::information(this, tr("No gateway connected"),
                                 tr("Connect to a gateway on the Connections screen first."));
        return;
    }
    int chosen = 0;
    if (ids.size() > 1) {
        bool ok = false;
        const QString name = QInputDialog::getItem(this, tr("Open from Gateway"), tr("Gateway:"),
                                                   names, 0, false, &ok);
        if (!ok)
            return;
        chosen = static_cast<int>(names.indexOf(name));
    }
    statusBar()->showMessage(tr("Loading the config of %1…").arg(names.at(chosen)));
    m_configLink->load(ids.at(chosen));
}

void MainWindow::applyToGateway() {
    if (!m_configLink || !m_configLink->isLinked() || !reviewChanges(tr("Apply to Gateway")))
        return;
    statusBar()->showMessage(
        tr("Applying to %1…").arg(m_connections->displayName(m_configLink->connectionId())));
    m_configLink->apply();
}

void MainWindow::wireConfigLink() {
    if (!m_configLink)
        return;
    connect(m_toolCatalog, &GatewayToolCatalog::failed, this,
            [this](const QString &message) { statusBar()->showMessage(message, 8000); });
    connect(m_configLink, &GatewayConfigLink::loaded, this, [this] {
        statusBar()->showMessage(tr("Opened the live config of %1")
                                     .arg(m_connections->displayName(m_configLink->connectionId())),
                                 5000);
        updateDocumentState();
    });
    connect(m_configLink, &GatewayConfigLink::attached, this, &MainWindow::updateDocumentState);
    connect(m_configLink, &GatewayConfigLink::applied, this,
            [this](const gateway::ConfigPatchResult &result) {
                const int changed = static_cast<int>(result.changedPaths.size());
                const QString text =
                    (result.requiresRestart
                         ? tr("Applied to %1: %n setting(s) changed; the gateway restarts to use "
                              "them",
                              nullptr, changed)
                         : tr("Applied to %1: %n setting(s) changed", nullptr, changed))
                        .arg(m_connections->displayName(m_configLink->connectionId()));
                statusBar()->showMessage(text, 8000);
                updateDocumentState();
            });
    connect(m_configLink, &GatewayConfigLink::rebased, this, [this] {
        statusBar()->showMessage(
            tr("Your edits now sit on the gateway's latest config. Review them and apply again."),
            10000);
    });
    connect(m_configLink, &GatewayConfigLink::failed, this, [this](const QString &message) {
        statusBar()->clearMessage();
        QMessageBox::warning(this, tr("Apply to Gateway"),
                             tr("%1\n\nThe gateway's config was not changed.").arg(message));
    });
    connect(m_configLink, &GatewayConfigLink::remoteChanged, this, [this] {
        statusBar()->showMessage(tr("The gateway's config was changed elsewhere since you opened "
                                    "it; applying will offer to re-apply your edits on top."),
                                 10000);
        updateDocumentState(); // the source label keeps saying so after the message goes
    });
    connect(m_configLink, &GatewayConfigLink::rebased, this, &MainWindow::updateDocumentState);
    connect(m_configLink, &GatewayConfigLink::conflict, this, [this](const QString &message) {
        statusBar()->clearMessage();
        QMessageBox box(QMessageBox::Warning, tr("The gateway's config changed"),
                        tr("Someone else changed the gateway's config since you opened it, so "
                           "nothing was written."),
                        QMessageBox::NoButton, this);
        box.setInformativeText(tr("Your edits are still here. Re-apply them on top of the latest "
                                  "config to review the combined result, or keep editing."));
        box.setDetailedText(message);
        QPushButton *rebase =
            box.addButton(tr("Re-apply My Edits on the Latest Config"), QMessageBox::AcceptRole);
        box.addButton(tr("Keep Editing"), QMessageBox::RejectRole);
        box.setDefaultButton(rebase);
        box.exec();
        if (box.clickedButton() == rebase)
            m_configLink->rebase();
    });
    connect(m_configLink, &GatewayConfigLink::mergeConflicts, this, [this] {
        statusBar()->clearMessage();
        MergeConflictDialog dialog(m_configLink->heldConflicts(), this);
        if (dialog.exec() == QDialog::Accepted)
            m_configLink->completeRebase(dialog.choices());
        else
            m_configLink->cancelRebase();
    });
}

} // namespace toolgate::ui
