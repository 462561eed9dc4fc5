// SPDX-License-Identifier: MIT
#include "ui/document/gatewayconfiglink.h"

#include "ui/shell/errortext.h"
#include "util/errorcode.h"

#include "config/configdocument.h"
#include "config/configmergepatch.h"
#include "gateway/configservice.h"
#include "gateway/connectionmanager.h"
#include "gateway/gatewayclient.h"
#include "models/policyworkspace.h"

namespace toolgate::ui {

GatewayConfigLink::GatewayConfigLink(DocumentController *document,
                                     gateway::ConnectionManager *connections, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_connections(connections) {
    connect(m_document, &DocumentController::documentOpened, this,
            &GatewayConfigLink::onDocumentOpened);
    connect(m_document, &DocumentController::documentClosed, this,
            &GatewayConfigLink::onDocumentOpened);
    // The same connection comes back with new services after Disconnect/Connect or Edit.
    connect(m_connections, &gateway::ConnectionManager::sessionAdded, this,
            [this](const QString &id) {
                if (id == m_connectionId)
                    watchRemoteChanges();
            });
}

void GatewayConfigLink::watchRemoteChanges() {
    disconnect(m_changeWire);
    gateway::ConfigService *service = m_connections->configService(m_connectionId);
    if (!service)
        return;
    m_changeWire = connect(service, &gateway::ConfigService::configChanged, this,
                           [this](const QString &, const QString &hash) {
                               if (!isBusy() && hash != m_baseHash) {
                                   m_behind = true;
                                   emit remoteChanged();
                               }
                           });
}

void GatewayConfigLink::load(const QString &connectionId, DocumentController::Source source,
                             const QString &label) {
    m_pendingSource = source;
    m_pendingLabel = label.isEmpty() ? m_connections->displayName(connectionId) : label;
    if (gateway::ConfigService *service = begin(Operation::Load, connectionId))
        service->fetchConfig();
}

void GatewayConfigLink::attach(const QString &connectionId, DocumentController::Source source,
                               const QString &label) {
    m_pendingSource = source;
    m_pendingLabel = label;
    if (gateway::ConfigService *service = begin(Operation::Attach, connectionId))
        service->fetchConfig();
}

void GatewayConfigLink::apply() {
    if (!isLinked()) {
        emit failed(tr("This configuration did not come from a gateway. Open a gateway's config "
                       "first (File > Open from Gateway)."));
        return;
    }
    const core::ConfigMergePatch patch = core::makeConfigMergePatch(
        m_document->baseline(), m_document->workspace()->document().root());
    if (patch.isEmpty()) {
        emit failed(tr("There are no changes to apply."));
        return;
    }
    if (gateway::ConfigService *service = begin(Operation::Apply, m_connectionId))
        service->patchConfig(QString::fromStdString(patch.patch.dump()), m_baseHash,
                             QStringLiteral("Tool policy edited in Toolgate"), patch.replacePaths);
}

void GatewayConfigLink::rebase() {
    if (!isLinked()) {
        emit failed(tr("This configuration did not come from a gateway."));
        return;
    }
    if (gateway::ConfigService *service = begin(Operation::Rebase, m_connectionId))
        service->fetchConfig();
}

gateway::ConfigService *GatewayConfigLink::begin(Operation operation, const QString &connectionId) {
    if (isBusy()) {
        emit failed(tr("The gateway is still answering the previous request."));
        return nullptr;
    }
    gateway::ConfigService *service = m_connections->configService(connectionId);
    gateway::GatewayClient *client = m_connections->client(connectionId);
    if (!service || !client || !client->isConnected()) {
        emit failed(tr("Not connected to %1. Your edits are kept; connect and try again.")
                        .arg(m_connections->displayName(connectionId)));
        return nullptr;
    }
    m_operation = operation;
    m_pendingId = connectionId;
    m_wires << connect(service, &gateway::ConfigService::configLoaded, this,
                       &GatewayConfigLink::onLoaded)
            << connect(service, &gateway::ConfigService::configPatched, this,
                       &GatewayConfigLink::onPatched)
            << connect(service, &gateway::ConfigService::requestFailed, this,
                       &GatewayConfigLink::onFailed);
    return service;
}

void GatewayConfigLink::finish() {
    for (const QMetaObject::Connection &wire : std::as_const(m_wires))
        disconnect(wire);
    m_wires.clear();
    m_operation = Operation::None;
}

void GatewayConfigLink::onLoaded(const gateway::ConfigSnapshot &snapshot) {
    const Operation operation = m_operation;
    finish();
    const core::Json latest = snapshot.parsed.is_object() ? snapshot.parsed : core::Json::object();
    if (operation != Operation::Rebase) {
        adopt(snapshot, operation, latest);
        return;
    }
    // The edits are rebased from the config they were made on, as operations: an entry the
    // other side added stays, and both sides changing one value is asked about.
    core::ConfigMerge merge = core::mergeConfigThreeWay(
        m_document->baseline(), m_document->workspace()->document().root(), latest);
    if (!merge.conflicts.empty()) {
        m_heldSnapshot = std::make_shared<gateway::ConfigSnapshot>(snapshot);
        m_held = std::move(merge);
        emit mergeConflicts();
        return;
    }
    adopt(snapshot, operation, merge.merged);
}

void GatewayConfigLink::completeRebase(const QList<bool> &takeMine) {
    const std::optional<core::Json> merged =
        m_heldSnapshot ? core::resolveMergeConflicts(m_held, takeMine) : std::nullopt;
    if (!merged)
        return;
    const std::shared_ptr<gateway::ConfigSnapshot> snapshot = std::exchange(m_heldSnapshot, {});
    m_held = {};
    adopt(*snapshot, Operation::Rebase, *merged);
}

void GatewayConfigLink::cancelRebase() {
    m_heldSnapshot.reset();
    m_held = {};
}

void GatewayConfigLink::adopt(const gateway::ConfigSnapshot &snapshot, Operation operation,
                              const core::Json &merged) {
    const core::Json latest = snapshot.parsed.is_object() ? snapshot.parsed : core::Json::object();
    m_behind = false; // the document now sits on the gateway's latest config
    if (operation == Operation::Load || operation == Operation::Attach) {
        m_source = m_pendingSource;
        m_label = m_pendingLabel;
    }
    const bool reopen = operation != Operation::Attach || latest != m_document->baseline();
    if (reopen) {
        m_opening = true;
        const bool openedText = !snapshot.raw.isEmpty() &&
                                m_document->openText(snapshot.raw.toUtf8(), m_source, m_label);
        if (!openedText)
            m_document->openTree(latest, m_source, m_label);
        m_opening = false;
    }
    m_connectionId = m_pendingId;
    m_baseHash = snapshot.hash;
    watchRemoteChanges();
    if (operation == Operation::Rebase) {
        core::Result<QList<core::ConfigEdit>> edits = m_document->workspace()->transformTo(merged);
        if (!edits) {
            emit failed(ErrorText::describe(edits.error()));
            return;
        }
        m_document->pushEdits(edits.value(), tr("Re-apply my edits on the gateway's config"));
        emit rebased();
        return;
    }
    if (operation == Operation::Attach)
        emit attached();
    else
        emit loaded();
}

void GatewayConfigLink::onPatched(const gateway::ConfigPatchResult &result) {
    finish();
    if (!result.hash.isEmpty())
        m_baseHash = result.hash;
    m_behind = false;
    m_document->markApplied();
    emit applied(result);
}

void GatewayConfigLink::onFailed(const QString &method, const core::Error &error) {
    Q_UNUSED(method)
    finish();
    if (core::errorCodeOf(error) == core::ErrorCode::GatewayConfigConflict) {
        emit conflict(error.message);
        return;
    }
    emit failed(error.message);
}

void GatewayConfigLink::onDocumentOpened() {
    if (m_opening)
        return;
    // A file (or nothing) replaced the gateway's config: Apply no longer has a target.
    m_connectionId.clear();
    m_baseHash.clear();
    m_behind = false;
    disconnect(m_changeWire);
    cancelRebase();
}

} // namespace toolgate::ui
