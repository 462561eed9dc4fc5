// SPDX-License-Identifier: MIT
#include "config/scopeedits.h"

#include "util/errorcode.h"

#include <QRegularExpression>

namespace toolgate::core {

namespace {

Error scopeError(ErrorCode code, const QString &message, const QString &where = {}) {
    return makeError(code, message, where);
}

// The object that holds byProvider / toolsBySender for `owner`: its `tools` object, or for a
// channel group the group itself (groups.<id>.toolsBySender sits beside groups.<id>.tools).
KeyPath containerOf(const PolicyScope &owner) {
    return owner.kind == ScopeKind::ChannelGroup ? owner.path.parent() : owner.path;
}

// Keys of the object at `path` (none when it is absent or not an object).
QStringList keysAt(const ConfigDocument &doc, const KeyPath &path) {
    QStringList keys;
    if (const Json *object = doc.value(path); object && object->is_object()) {
        for (auto it = object->begin(); it != object->end(); ++it)
            keys << QString::fromStdString(it.key());
    }
    return keys;
}

// A byProvider key as OpenClaw matches it: trimmed, lower-cased.
QString providerIdentity(const QString &key) {
    return key.trimmed().toLower();
}

const QStringList &senderPrefixes() {
    static const QStringList prefixes{QStringLiteral("channel"), QStringLiteral("id"),
                                      QStringLiteral("e164"), QStringLiteral("username"),
                                      QStringLiteral("name")};
    return prefixes;
}

// A toolsBySender key as OpenClaw matches it: prefix and value lower-cased and trimmed, a leading
// @ dropped from usernames, an unprefixed (legacy) key read as id:.
QString senderIdentity(const QString &key) {
    const QString trimmed = key.trimmed();
    if (trimmed == QLatin1String("*"))
        return trimmed;
    const qsizetype colon = trimmed.indexOf(QLatin1Char(':'));
    QString prefix = colon > 0 ? trimmed.left(colon).trimmed().toLower() : QString();
    QString value = trimmed.mid(colon + 1).trimmed().toLower();
    if (!senderPrefixes().contains(prefix)) {
        prefix = QStringLiteral("id");
        value = trimmed.toLower();
    }
    if (prefix == QLatin1String("username") && value.startsWith(QLatin1Char('@')))
        value.remove(0, 1);
    return prefix + QLatin1Char(':') + value;
}

Status checkAgentId(const ConfigDocument &doc, const QString &id) {
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9_][a-z0-9_-]{0,63}$"),
                                            QRegularExpression::CaseInsensitiveOption);
    if (!pattern.match(id).hasMatch())
        return scopeError(ErrorCode::ScopeNameInvalid,
                          QStringLiteral("an agent id is 1-64 letters, digits, _ or -, not "
                                         "starting with -"),
                          id);
    for (const QString &existing : doc.agentIds()) {
        if (existing.compare(id, Qt::CaseInsensitive) == 0)
            return scopeError(ErrorCode::ScopeNameTaken, QStringLiteral("the agent exists"),
                              QStringLiteral("agents.entries.") + existing);
    }
    return Ok{};
}

Status checkProviderKey(const ConfigDocument &doc, const KeyPath &byProvider, const QString &key) {
    static const QRegularExpression pattern(QStringLiteral("^[^\\s/]+(/[^\\s]+)?$"));
    if (!pattern.match(key).hasMatch())
        return scopeError(ErrorCode::ScopeNameInvalid,
                          QStringLiteral("a byProvider key is a provider id or provider/model, "
                                         "without spaces"),
                          key);
    for (const QString &existing : keysAt(doc, byProvider)) {
        if (providerIdentity(existing) == providerIdentity(key))
            return scopeError(ErrorCode::ScopeNameTaken, QStringLiteral("the entry exists"),
                              byProvider.child(existing).toString());
    }
    return Ok{};
}

Status checkSenderKey(const ConfigDocument &doc, const KeyPath &bySender, const QString &key) {
    if (key != QLatin1String("*")) {
        const qsizetype colon = key.indexOf(QLatin1Char(':'));
        const QString prefix = colon > 0 ? key.left(colon).toLower() : QString();
        if (!senderPrefixes().contains(prefix))
            return scopeError(ErrorCode::ScopeSenderPrefix,
                              QStringLiteral("a toolsBySender key is * or starts with channel:, "
                                             "id:, e164:, username: or name:"),
                              key);
        QString value = key.mid(colon + 1).trimmed();
        if (prefix == QLatin1String("username") && value.startsWith(QLatin1Char('@')))
            value.remove(0, 1);
        const bool channelOk =
            prefix != QLatin1String("channel") ||
            QRegularExpression(QStringLiteral("^[^:\\s]+:\\S.*$")).match(value).hasMatch();
        if (value.isEmpty() || !channelOk)
            return scopeError(ErrorCode::ScopeNameInvalid,
                              prefix == QLatin1String("channel")
                                  ? QStringLiteral("channel: needs channel:<channel>:<sender>")
                                  : QStringLiteral("nothing after the prefix"),
                              key);
    }
    for (const QString &existing : keysAt(doc, bySender)) {
        if (senderIdentity(existing) == senderIdentity(key))
            return scopeError(ErrorCode::ScopeNameTaken, QStringLiteral("the key exists"),
                              bySender.child(existing).toString());
    }
    return Ok{};
}

// Whether the object at `path` may go when the key below it was its last: the containers a
// scope lives in (an agent entry and the roster included), never a `tools` object or a channel
// group.
bool removableContainer(const KeyPath &path) {
    if (path.isEmpty() || path.last().isIndex())
        return false;
    const std::string &key = path.last().key;
    if (key == "byProvider" || key == "toolsBySender" || key == "sandbox" || key == "subagents")
        return true;
    return path.at(0).key == "agents" && (path.size() == 1 || path.at(1).key == "entries") &&
           path.size() <= 3;
}

} // namespace

QList<ScopeKind> addableScopeKinds(const ConfigDocument &doc, const PolicyScope *owner) {
    if (!owner)
        return {ScopeKind::Agent};
    QList<ScopeKind> kinds;
    switch (owner->kind) {
    case ScopeKind::Global:
    case ScopeKind::Agent:
        kinds << ScopeKind::Provider << ScopeKind::Sender;
        if (!doc.value(owner->path.child("sandbox").child("tools")))
            kinds << ScopeKind::Sandbox;
        if (owner->kind == ScopeKind::Global &&
            !doc.value(owner->path.child("subagents").child("tools")))
            kinds << ScopeKind::Subagents;
        break;
    case ScopeKind::ChannelGroup:
        kinds << ScopeKind::Sender;
        break;
    default:
        break;
    }
    return kinds;
}

bool scopeKindTakesName(ScopeKind kind) {
    return kind == ScopeKind::Agent || kind == ScopeKind::Provider || kind == ScopeKind::Sender;
}

Result<KeyPath> newScopePath(const ConfigDocument &doc, ScopeKind kind, const PolicyScope *owner,
                             const QString &rawName) {
    if (!addableScopeKinds(doc, owner).contains(kind)) {
        // Sandbox / subagents refused only because they are there already?
        const bool present = owner &&
                             (kind == ScopeKind::Sandbox || kind == ScopeKind::Subagents) &&
                             (owner->kind == ScopeKind::Global ||
                              (owner->kind == ScopeKind::Agent && kind == ScopeKind::Sandbox));
        return present ? scopeError(ErrorCode::ScopeExists, QStringLiteral("already there"),
                                    owner->path.toString())
                       : scopeError(ErrorCode::ScopeNotAddable,
                                    QStringLiteral("this scope cannot hold a %1 scope")
                                        .arg(scopeKindName(kind)),
                                    owner ? owner->path.toString() : QString());
    }
    const QString name = rawName.trimmed();
    if (scopeKindTakesName(kind) && name.isEmpty())
        return scopeError(ErrorCode::ScopeNameEmpty, QStringLiteral("a name is needed"));

    switch (kind) {
    case ScopeKind::Agent: {
        if (Status ok = checkAgentId(doc, name); !ok)
            return ok.error();
        return KeyPath{"agents", "entries"}.child(name).child("tools");
    }
    case ScopeKind::Provider: {
        const KeyPath byProvider = owner->path.child("byProvider");
        if (Status ok = checkProviderKey(doc, byProvider, name); !ok)
            return ok.error();
        return byProvider.child(name);
    }
    case ScopeKind::Sender: {
        const KeyPath bySender = containerOf(*owner).child("toolsBySender");
        if (Status ok = checkSenderKey(doc, bySender, name); !ok)
            return ok.error();
        return bySender.child(name);
    }
    case ScopeKind::Sandbox:
        return owner->path.child("sandbox").child("tools");
    case ScopeKind::Subagents:
        return owner->path.child("subagents").child("tools");
    default:
        break;
    }
    return scopeError(ErrorCode::ScopeNotAddable, scopeKindName(kind));
}

Result<ConfigEdit> addScopeEdit(const ConfigDocument &doc, ScopeKind kind, const PolicyScope *owner,
                                const QString &name) {
    Result<KeyPath> path = newScopePath(doc, kind, owner, name);
    if (!path)
        return path.error();
    ConfigDocument scratch = doc; // setValue works out which parents to create
    return scratch.setValue(*path, Json::object());
}

Result<ConfigEdit> removeScopeEdit(const ConfigDocument &doc, const KeyPath &path) {
    const std::optional<PolicyScope> scope = doc.scopeAt(path);
    if (!scope || scope->kind == ScopeKind::Global)
        return scopeError(ErrorCode::ScopeNotRemovable, QStringLiteral("not a removable scope"),
                          path.toString());
    KeyPath target = path;
    if (!doc.value(target)) {
        // An agent listed without a `tools` object: only an entry with nothing else can go.
        const Json *entry = doc.value(path.parent());
        if (scope->legacy || !entry || !entry->empty())
            return scopeError(ErrorCode::ScopeNotRemovable,
                              QStringLiteral("has no tools to remove"), path.toString());
        target = path.parent();
    }
    while (removableContainer(target.parent())) {
        const Json *container = doc.value(target.parent());
        if (!container || !container->is_object() || container->size() != 1)
            break;
        target = target.parent();
    }
    ConfigDocument scratch = doc;
    return scratch.removeKey(target);
}

} // namespace toolgate::core
