// SPDX-License-Identifier: MIT
#pragma once

#include "config/configmerge.h"
#include "ui/document/documentcontroller.h"

#include <QList>
#include <QMetaObject>
#include <QObject>
#include <QString>

#include <memory>

namespace toolgate::gateway {
class ConfigService;
class ConnectionManager;
struct ConfigPatchResult;
struct ConfigSnapshot;
} // namespace toolgate::gateway

namespace toolgate::core {
struct Error;
}

namespace toolgate::ui {

// Ties the open document to one gateway's live config: opens it with `config.get`, sends the
// edits back with `config.patch` against the hash it was loaded with, and after a conflict
// re-applies the edits on top of the gateway's newer config. Everything is asynchronous; the
// gateway's config is never touched unless the patch is accepted whole.
class GatewayConfigLink final : public QObject {
    Q_OBJECT

public:
    GatewayConfigLink(DocumentController *document, gateway::ConnectionManager *connections,
                      QObject *parent = nullptr);

    // Opens `connectionId`'s config as the document once the gateway answers. `label` names it in
    // the status bar (the connection's name when empty).
    void load(const QString &connectionId,
              DocumentController::Source source = DocumentController::Source::Gateway,
              const QString &label = {});
    // Links the open document to `connectionId` without reopening it when the gateway's config is
    // the document's baseline (the demo opens its scenario config before the gateway answers);
    // otherwise opens the gateway's config like load().
    void attach(const QString &connectionId, DocumentController::Source source,
                const QString &label);
    DocumentController *document() const { return m_document; }
    // True while the document is a gateway config loaded through this link.
    bool isLinked() const { return !m_connectionId.isEmpty(); }
    bool isBusy() const { return m_operation != Operation::None; }
    // Someone else wrote the gateway's config since this document was loaded, applied or
    // rebased: an apply will conflict and offer to re-apply the edits on top.
    bool isBehindGateway() const { return m_behind; }
    QString connectionId() const { return m_connectionId; }
    QString baseHash() const { return m_baseHash; }

    // Sends the document's edits since it was loaded or last applied.
    void apply();
    // After a conflict: fetches the gateway's current config and rebases the document's edits on
    // it (a three-way merge against the config they were made on: the other side's entries stay)
    // as one undoable step, so the user can review them and apply again. When both sides changed
    // the same value, mergeConflicts() is emitted and nothing changes until completeRebase().
    void rebase();
    // Settles the conflicts of the held rebase (takeMine[i] for conflict i: mine or theirs) and
    // replays the result. Without a held rebase, or with the wrong count, nothing happens.
    void completeRebase(const QList<bool> &takeMine);
    // Drops a held rebase; the document keeps the edits as they were.
    void cancelRebase();
    const std::vector<core::MergeConflict> &heldConflicts() const { return m_held.conflicts; }

signals:
    // load() opened the gateway's config.
    void loaded();
    // attach() linked the open document (reopening it only when the gateway's config differed).
    void attached();
    void applied(const toolgate::gateway::ConfigPatchResult &result);
    // The gateway refused the patch because its config changed since it was loaded.
    void conflict(const QString &message);
    void rebased();
    // The rebase needs the user to settle these before anything changes (see completeRebase()).
    void mergeConflicts();
    // Anything else that went wrong; nothing was written.
    void failed(const QString &message);
    // Someone else wrote the gateway's config while this document was open.
    void remoteChanged();

private:
    enum class Operation { None, Load, Attach, Apply, Rebase };

    gateway::ConfigService *begin(Operation operation, const QString &connectionId);
    // Listens for configChanged on the linked connection's current ConfigService.
    void watchRemoteChanges();
    void finish();
    void onLoaded(const gateway::ConfigSnapshot &snapshot);
    // Makes `snapshot` the document's baseline; for a rebase, then replays `merged` on it.
    void adopt(const gateway::ConfigSnapshot &snapshot, Operation operation,
               const core::Json &merged);
    void onPatched(const gateway::ConfigPatchResult &result);
    void onFailed(const QString &method, const core::Error &error);
    void onDocumentOpened();

    DocumentController *m_document;
    gateway::ConnectionManager *m_connections;
    QString m_connectionId;
    QString m_baseHash;
    Operation m_operation = Operation::None;
    QString m_pendingId;
    DocumentController::Source m_pendingSource = DocumentController::Source::Gateway;
    QString m_pendingLabel;
    DocumentController::Source m_source = DocumentController::Source::Gateway;
    QString m_label;
    bool m_opening = false;
    bool m_behind = false;
    QList<QMetaObject::Connection> m_wires;
    QMetaObject::Connection m_changeWire;
    // A rebase waiting for the user to settle its conflicts.
    std::shared_ptr<gateway::ConfigSnapshot> m_heldSnapshot;
    core::ConfigMerge m_held;
};

} // namespace toolgate::ui
