// SPDX-License-Identifier: MIT
#include "ui/policy/policyscopeactions.h"

#include "config/scopeedits.h"
#include "models/policyworkspace.h"
#include "ui/document/documentcontroller.h"
#include "ui/policy/policyscopedialog.h"
#include "ui/shell/errortext.h"
#include "ui/shell/languagechange.h"
#include "util/errorcode.h"

#include <QAction>
#include <QMenu>
#include <QMessageBox>

namespace toolgate::ui {

using core::ScopeKind;

namespace {

// How the owner is named in menu entries: "tools", the agent id, "channel: group".
QString ownerName(const core::PolicyScope &owner) {
    switch (owner.kind) {
    case ScopeKind::Agent:
        return owner.agentId;
    case ScopeKind::ChannelGroup:
        return owner.channel + QStringLiteral(": ") + owner.groupId;
    default:
        return owner.path.toString();
    }
}

} // namespace

PolicyScopeActions::PolicyScopeActions(DocumentController *document, QWidget *dialogParent)
    : QObject(dialogParent)
    , m_document(document)
    , m_dialogParent(dialogParent)
    , m_addMenu(new QMenu(dialogParent))
    , m_remove(new QAction(this)) {
    m_addMenu->setObjectName(QStringLiteral("addScopeMenu"));
    m_remove->setObjectName(QStringLiteral("removeScope"));
    m_remove->setShortcut(QKeySequence::Delete);
    m_remove->setShortcutContext(Qt::WidgetShortcut);
    connect(m_remove, &QAction::triggered, this, &PolicyScopeActions::remove);
    setSelection(std::nullopt, std::nullopt);
    // The add labels and the remove tooltip are rebuilt from the selection in the new language.
    retranslateWith(this, [this] {
        m_remove->setText(tr("Remove scope"));
        setSelection(m_current, m_owner);
    });
}

void PolicyScopeActions::setSelection(std::optional<core::PolicyScope> current,
                                      std::optional<core::PolicyScope> owner) {
    m_current = std::move(current);
    m_owner = std::move(owner);
    const auto removal =
        m_current ? core::removeScopeEdit(configDocument(), m_current->path)
                  : core::Result<core::ConfigEdit>(
                        core::Error{errorCodeText(core::ErrorCode::ScopeNotRemovable), {}, {}});
    m_remove->setEnabled(bool(removal));
    m_remove->setToolTip(removal
                             ? tr("Remove %1 and everything in it (Delete; Ctrl+Z brings it back)")
                                   .arg(removal->path.toString())
                         : m_current && m_current->kind == ScopeKind::Global
                             ? tr("The global scope cannot be removed")
                             : tr("Select a scope to remove it"));
    rebuildAddMenu();
}

QString PolicyScopeActions::addLabel(ScopeKind kind) const {
    const QString owner = m_owner ? ownerName(*m_owner) : QString();
    switch (kind) {
    case ScopeKind::Agent:
        return tr("Agent…");
    case ScopeKind::Provider:
        return tr("byProvider entry in %1…").arg(owner);
    case ScopeKind::Sender:
        return tr("toolsBySender key in %1…").arg(owner);
    case ScopeKind::Sandbox:
        return tr("Sandbox tools in %1").arg(owner);
    case ScopeKind::Subagents:
        return tr("Subagent tools in %1").arg(owner);
    default:
        return {};
    }
}

void PolicyScopeActions::rebuildAddMenu() {
    // Later, not now: this runs while one of these actions may still be emitting triggered().
    for (QAction *old : m_addMenu->actions()) {
        m_addMenu->removeAction(old);
        old->deleteLater();
    }
    const core::ConfigDocument &doc = configDocument();
    const core::PolicyScope *owner = m_owner ? &*m_owner : nullptr;
    QList<ScopeKind> kinds = owner ? core::addableScopeKinds(doc, owner) : QList<ScopeKind>{};
    kinds << ScopeKind::Agent; // an agent can be added from anywhere
    for (ScopeKind kind : std::as_const(kinds)) {
        if (kind == ScopeKind::Agent && kinds.size() > 1)
            m_addMenu->addSeparator();
        QAction *action = m_addMenu->addAction(addLabel(kind));
        action->setObjectName(QStringLiteral("add-") + core::scopeKindName(kind));
        connect(action, &QAction::triggered, this, [this, kind] { add(kind); });
    }
}

const core::ConfigDocument &PolicyScopeActions::configDocument() const {
    return m_document->workspace()->document();
}

void PolicyScopeActions::fillContextMenu(QMenu *menu) const {
    QMenu *addTo = menu->addMenu(tr("Add scope"));
    addTo->addActions(m_addMenu->actions());
    menu->addAction(m_remove);
}

QString PolicyScopeActions::problemText(const core::Error &error, ScopeKind kind,
                                        const QString &name) {
    switch (core::errorCodeOf(error)) {
    case core::ErrorCode::ScopeNameInvalid:
        break;
    case core::ErrorCode::ScopeNameEmpty:
    case core::ErrorCode::ScopeNameTaken:
    case core::ErrorCode::ScopeExists:
    case core::ErrorCode::ScopeSenderPrefix:
    case core::ErrorCode::ScopeNotRemovable:
        // These name the key path (where), not core's message.
        return ErrorText::forCode(core::errorCodeOf(error), error.where);
    default:
        return ErrorText::forCode(core::ErrorCode::ScopeNotAddable);
    }
    // The rule an invalid name broke depends on what kind of scope it names.
    switch (kind) {
    case ScopeKind::Agent:
        return tr("An agent id has 1 to 64 letters, digits, _ or -, and does not start with "
                  "-.");
    case ScopeKind::Provider:
        return tr("A byProvider key is a provider id (openai) or provider/model "
                  "(openai/gpt-5.4), without spaces.");
    default:
        return name.trimmed().startsWith(QLatin1String("channel:"), Qt::CaseInsensitive)
                   ? tr("A channel: key names the channel and the sender: "
                        "channel:discord:12345.")
                   : tr("Put the sender after the prefix, e.g. id:12345.");
    }
}

void PolicyScopeActions::add(ScopeKind kind) {
    const std::optional<core::PolicyScope> owner =
        kind == ScopeKind::Agent ? std::nullopt : m_owner;
    const core::PolicyScope *ownerPtr = owner ? &*owner : nullptr;
    QString name;
    if (core::scopeKindTakesName(kind)) {
        const QString title = addLabel(kind).remove(QChar(0x2026));
        const QString prompt =
            kind == ScopeKind::Agent ? tr("The new agent's id (agents.entries.<id>):")
            : kind == ScopeKind::Provider
                ? tr("The provider, or provider/model, this entry applies to:")
                : tr("The sender this policy applies to (channel:, id:, e164:, username:, name: "
                     "or *):");
        const QString placeholder = kind == ScopeKind::Agent      ? QStringLiteral("reviewer")
                                    : kind == ScopeKind::Provider ? QStringLiteral("openai/gpt-5.4")
                                                                  : QStringLiteral("id:12345");
        PolicyScopeDialog dialog(
            title, prompt, placeholder,
            [this, kind, ownerPtr](const QString &text) {
                const auto path = core::newScopePath(configDocument(), kind, ownerPtr, text);
                return path ? QString() : problemText(path.error(), kind, text);
            },
            m_dialogParent);
        if (dialog.exec() != QDialog::Accepted)
            return;
        name = dialog.name();
    }
    const core::Result<core::KeyPath> path =
        core::newScopePath(configDocument(), kind, ownerPtr, name);
    core::Result<core::ConfigEdit> edit =
        core::addScopeEdit(configDocument(), kind, ownerPtr, name);
    if (!path || !edit) {
        QMessageBox::warning(m_dialogParent, tr("Scope not added"),
                             problemText(path ? edit.error() : path.error(), kind, name));
        return;
    }
    if (const core::Status applied = m_document->workspace()->apply(*edit); !applied) {
        QMessageBox::warning(
            m_dialogParent, tr("Scope not added"),
            tr("%1 could not be created: %2").arg(path->toString(), applied.error().where));
        return;
    }
    m_document->pushEdits({*edit}, tr("Add scope %1").arg(path->toString()));
    emit scopeAdded(*path);
}

void PolicyScopeActions::remove() {
    if (!m_current)
        return;
    const core::KeyPath path = m_current->path;
    const core::KeyPath owner = m_owner ? m_owner->path : core::KeyPath{"tools"};
    core::Result<core::ConfigEdit> edit = core::removeScopeEdit(configDocument(), path);
    if (!edit)
        return; // the action is disabled then; Delete on a heading does nothing
    if (const core::Status applied = m_document->workspace()->apply(*edit); !applied) {
        QMessageBox::warning(m_dialogParent, tr("Scope not removed"),
                             problemText(applied.error(), m_current->kind, {}));
        return;
    }
    m_document->pushEdits({*edit}, tr("Remove scope %1").arg(path.toString()));
    emit scopeRemoved(owner == path ? core::KeyPath{"tools"} : owner);
}

} // namespace toolgate::ui
