// SPDX-License-Identifier: MIT
#include "config/configdocument.h"

#include "config/json5reader.h"
#include "util/errorcode.h"

#include <utility>

namespace toolgate::core {

namespace {

QString qs(const std::string &s) {
    return QString::fromStdString(s);
}

std::optional<QStringList> stringList(const Json &object, const char *key) {
    const auto it = object.find(key);
    if (it == object.end() || !it->is_array())
        return std::nullopt;
    QStringList entries;
    for (const Json &e : *it) {
        if (e.is_string())
            entries << qs(e.get<std::string>());
    }
    return entries;
}

PolicyScope makeScope(ScopeKind kind, const KeyPath &path, const Json *object) {
    PolicyScope scope;
    scope.kind = kind;
    scope.path = path;
    scope.exists = object && object->is_object();
    if (!scope.exists)
        return scope;
    scope.settings = *object;
    if (const auto it = object->find("profile"); it != object->end() && it->is_string())
        scope.profile = qs(it->get<std::string>());
    scope.allow = stringList(*object, "allow");
    scope.alsoAllow = stringList(*object, "alsoAllow");
    scope.deny = stringList(*object, "deny");
    return scope;
}

const Json *objectAt(const Json &parent, const char *key) {
    if (!parent.is_object())
        return nullptr;
    const auto it = parent.find(key);
    return (it != parent.end() && it->is_object()) ? &*it : nullptr;
}

// The children of one `tools` object (global or an agent's).
void addToolsChildren(QList<PolicyScope> &out, const PolicyScope &owner, const Json &tools,
                      bool agent) {
    auto tagged = [&owner](PolicyScope s) {
        s.agentId = owner.agentId;
        s.legacy = owner.legacy;
        return s;
    };
    if (const Json *byProvider = objectAt(tools, "byProvider")) {
        for (const auto &[key, value] : byProvider->items()) {
            if (!value.is_object())
                continue; // OpenClaw ignores it at runtime; validation reports it
            PolicyScope s = tagged(makeScope(agent ? ScopeKind::AgentProvider : ScopeKind::Provider,
                                             owner.path.child("byProvider").child(key), &value));
            s.providerKey = qs(key);
            out << s;
        }
    }
    if (const Json *bySender = objectAt(tools, "toolsBySender")) {
        for (const auto &[key, value] : bySender->items()) {
            if (!value.is_object())
                continue;
            PolicyScope s = tagged(makeScope(agent ? ScopeKind::AgentSender : ScopeKind::Sender,
                                             owner.path.child("toolsBySender").child(key), &value));
            s.senderKey = qs(key);
            out << s;
        }
    }
    if (const Json *sandbox = objectAt(tools, "sandbox")) {
        if (const Json *sandboxTools = objectAt(*sandbox, "tools"))
            out << tagged(makeScope(agent ? ScopeKind::AgentSandbox : ScopeKind::Sandbox,
                                    owner.path.child("sandbox").child("tools"), sandboxTools));
    }
    if (!agent) {
        if (const Json *subagents = objectAt(tools, "subagents")) {
            if (const Json *subTools = objectAt(*subagents, "tools"))
                out << makeScope(ScopeKind::Subagents, owner.path.child("subagents").child("tools"),
                                 subTools);
        }
    }
    if (const Json *loop = objectAt(tools, "loopDetection"))
        out << tagged(makeScope(agent ? ScopeKind::AgentLoopDetection : ScopeKind::LoopDetection,
                                owner.path.child("loopDetection"), loop));
    if (const Json *exec = objectAt(tools, "exec"))
        out << tagged(makeScope(agent ? ScopeKind::AgentExec : ScopeKind::Exec,
                                owner.path.child("exec"), exec));
}

void addAgent(QList<PolicyScope> &out, const KeyPath &entryPath, const Json &entry,
              const QString &id, bool legacy) {
    const Json *tools = objectAt(entry, "tools");
    PolicyScope scope = makeScope(ScopeKind::Agent, entryPath.child("tools"), tools);
    scope.agentId = id;
    scope.legacy = legacy;
    out << scope;
    if (tools)
        addToolsChildren(out, scope, *tools, true);
}

void addGroups(QList<PolicyScope> &out, const KeyPath &groupsPath, const Json &groups,
               const QString &channel, const QString &account) {
    for (const auto &[groupId, group] : groups.items()) {
        if (!group.is_object())
            continue;
        const KeyPath groupPath = groupsPath.child(groupId);
        auto tag = [&](PolicyScope s) {
            s.channel = channel;
            s.account = account;
            s.groupId = qs(groupId);
            return s;
        };
        if (const Json *tools = objectAt(group, "tools"))
            out << tag(makeScope(ScopeKind::ChannelGroup, groupPath.child("tools"), tools));
        if (const Json *bySender = objectAt(group, "toolsBySender")) {
            for (const auto &[key, value] : bySender->items()) {
                if (!value.is_object())
                    continue;
                PolicyScope s = tag(makeScope(ScopeKind::ChannelGroupSender,
                                              groupPath.child("toolsBySender").child(key), &value));
                s.senderKey = qs(key);
                out << s;
            }
        }
    }
}

qsizetype indexOfKey(const Json &object, const std::string &key) {
    qsizetype i = 0;
    for (auto it = object.begin(); it != object.end(); ++it, ++i) {
        if (it.key() == key)
            return i;
    }
    return -1;
}

// Puts `key` into `object` at `position` (append when out of range), keeping every other key's
// place. ordered_json only appends, so the object is rebuilt.
void insertAt(Json &object, const std::string &key, Json value, qsizetype position) {
    if (position < 0 || position >= qsizetype(object.size())) {
        object[key] = std::move(value);
        return;
    }
    Json rebuilt = Json::object();
    qsizetype i = 0;
    for (auto it = object.begin(); it != object.end(); ++it, ++i) {
        if (i == position)
            rebuilt[key] = std::move(value);
        rebuilt[it.key()] = std::move(it.value());
    }
    object = std::move(rebuilt);
}

Error pathError(const KeyPath &at, const QString &what) {
    return Error{errorCodeText(ErrorCode::ConfigPath), what, at.toString()};
}

QString typeName(const Json &v) {
    return QString::fromLatin1(v.type_name());
}

} // namespace

ConfigDocument::ConfigDocument(Json root, bool hadComments, QString sourcePath)
    : m_root(std::move(root))
    , m_hadComments(hadComments)
    , m_sourcePath(std::move(sourcePath)) {}

Result<ConfigDocument> ConfigDocument::fromText(QByteArrayView text, const QString &sourceName) {
    Json5Info info;
    auto parsed = parseJson5(text, sourceName, &info);
    if (!parsed)
        return parsed.error();
    if (!parsed->is_object()) {
        return Error{errorCodeText(ErrorCode::ConfigNotObject),
                     QStringLiteral("the config must be an object, not %1").arg(typeName(*parsed)),
                     sourceName};
    }
    return ConfigDocument(std::move(parsed).value(), info.hadComments, sourceName);
}

Result<ConfigDocument> ConfigDocument::load(const QString &path) {
    Json5Info info;
    auto parsed = readJson5File(path, &info);
    if (!parsed)
        return parsed.error();
    if (!parsed->is_object()) {
        return Error{errorCodeText(ErrorCode::ConfigNotObject),
                     QStringLiteral("the config must be an object, not %1").arg(typeName(*parsed)),
                     path};
    }
    return ConfigDocument(std::move(parsed).value(), info.hadComments, path);
}

QList<PolicyScope> ConfigDocument::scopes() const {
    QList<PolicyScope> out;
    const Json *tools = objectAt(m_root, "tools");
    const PolicyScope global = makeScope(ScopeKind::Global, KeyPath{"tools"}, tools);
    out << global;
    if (tools)
        addToolsChildren(out, global, *tools, false);

    if (const Json *agents = objectAt(m_root, "agents")) {
        if (const Json *entries = objectAt(*agents, "entries")) {
            for (const auto &[id, entry] : entries->items()) {
                if (entry.is_object())
                    addAgent(out, KeyPath{"agents", "entries"}.child(id), entry, qs(id), false);
            }
        }
        if (const auto list = agents->find("list"); list != agents->end() && list->is_array()) {
            for (std::size_t i = 0; i < list->size(); ++i) {
                const Json &entry = (*list)[i];
                if (!entry.is_object())
                    continue;
                const auto id = entry.find("id");
                const QString agentId =
                    (id != entry.end() && id->is_string()) ? qs(id->get<std::string>()) : QString();
                addAgent(out, KeyPath{"agents", "list"}.index(qsizetype(i)), entry, agentId, true);
            }
        }
    }

    if (const Json *channels = objectAt(m_root, "channels")) {
        for (const auto &[channel, config] : channels->items()) {
            if (!config.is_object())
                continue;
            const KeyPath channelPath = KeyPath{"channels"}.child(channel);
            if (const Json *groups = objectAt(config, "groups"))
                addGroups(out, channelPath.child("groups"), *groups, qs(channel), {});
            if (const Json *accounts = objectAt(config, "accounts")) {
                for (const auto &[account, accountConfig] : accounts->items()) {
                    if (const Json *groups = objectAt(accountConfig, "groups"))
                        addGroups(out, channelPath.child("accounts").child(account).child("groups"),
                                  *groups, qs(channel), qs(account));
                }
            }
        }
    }
    return out;
}

std::optional<PolicyScope> ConfigDocument::scopeAt(const KeyPath &path) const {
    for (const PolicyScope &s : scopes()) {
        if (s.path == path)
            return s;
    }
    return std::nullopt;
}

QStringList ConfigDocument::agentIds() const {
    QStringList ids;
    for (const PolicyScope &s : scopes()) {
        if (s.kind == ScopeKind::Agent && !s.agentId.isEmpty() && !ids.contains(s.agentId))
            ids << s.agentId;
    }
    return ids;
}

Result<ConfigEdit> ConfigDocument::setValue(const KeyPath &path, Json value) {
    if (path.isEmpty())
        return pathError(path, QStringLiteral("cannot replace the whole document"));
    const Json *node = &m_root;
    KeyPath prefix;
    for (qsizetype i = 0; i < path.size(); ++i) {
        const KeyPath::Segment &seg = path.at(i);
        prefix = seg.isIndex() ? prefix.index(seg.index) : prefix.child(seg.key);
        if (seg.isIndex()) {
            if (!node->is_array())
                return pathError(prefix.parent(),
                                 QStringLiteral("is %1, not an array").arg(typeName(*node)));
            if (seg.index > qsizetype(node->size()))
                return pathError(prefix, QStringLiteral("index out of range"));
            if (seg.index == qsizetype(node->size())) {
                if (i != path.size() - 1)
                    return pathError(prefix, QStringLiteral("index out of range"));
                ConfigEdit edit{path, std::nullopt, std::move(value), seg.index};
                if (auto ok = apply(edit); !ok)
                    return ok.error();
                return edit;
            }
            node = &(*node)[std::size_t(seg.index)];
            continue;
        }
        if (!node->is_object())
            return pathError(prefix.parent(),
                             QStringLiteral("is %1, not an object").arg(typeName(*node)));
        const auto it = node->find(seg.key);
        if (it == node->end()) {
            // Create the missing tail as nested objects under this key.
            Json nested = std::move(value);
            for (qsizetype j = path.size() - 1; j > i; --j) {
                if (path.at(j).isIndex())
                    return pathError(prefix, QStringLiteral("does not exist"));
                Json wrapper = Json::object();
                wrapper[path.at(j).key] = std::move(nested);
                nested = std::move(wrapper);
            }
            ConfigEdit edit{prefix, std::nullopt, std::move(nested), qsizetype(node->size())};
            if (auto ok = apply(edit); !ok)
                return ok.error();
            return edit;
        }
        node = &*it;
    }
    const KeyPath::Segment &last = path.last();
    const Json *parent = path.parent().find(m_root);
    const qsizetype position = last.isIndex() ? last.index : indexOfKey(*parent, last.key);
    ConfigEdit edit{path, *node, std::move(value), position};
    if (edit.isNoop())
        return edit;
    if (auto ok = apply(edit); !ok)
        return ok.error();
    return edit;
}

Result<ConfigEdit> ConfigDocument::removeKey(const KeyPath &path) {
    const Json *current = path.isEmpty() ? nullptr : path.find(m_root);
    if (!current)
        return Error{errorCodeText(ErrorCode::ConfigNotFound), QStringLiteral("no such key"),
                     path.toString()};
    const Json *parent = path.parent().find(m_root);
    const KeyPath::Segment &last = path.last();
    const qsizetype position = last.isIndex() ? last.index : indexOfKey(*parent, last.key);
    ConfigEdit edit{path, *current, std::nullopt, position};
    if (auto ok = apply(edit); !ok)
        return ok.error();
    return edit;
}

Result<ConfigEdit> ConfigDocument::setProfile(const KeyPath &scopePath, const QString &profile) {
    const KeyPath path = scopePath.child("profile");
    if (profile.isEmpty()) {
        if (!path.find(m_root))
            return ConfigEdit{path, std::nullopt, std::nullopt, -1};
        return removeKey(path);
    }
    return setValue(path, profile.toStdString());
}

Result<ConfigEdit> ConfigDocument::setList(const KeyPath &scopePath, ListField field,
                                           const QStringList &entries) {
    Json list = Json::array();
    for (const QString &e : entries)
        list.push_back(e.toStdString());
    return setValue(scopePath.child(listFieldKey(field)), std::move(list));
}

Result<ConfigEdit> ConfigDocument::addListEntry(const KeyPath &scopePath, ListField field,
                                                const QString &entry) {
    const KeyPath path = scopePath.child(listFieldKey(field));
    const Json *current = path.find(m_root);
    if (current && !current->is_array())
        return pathError(path, QStringLiteral("is %1, not an array").arg(typeName(*current)));
    Json list = current ? *current : Json::array();
    const std::string e = entry.toStdString();
    for (const Json &existing : list) {
        if (existing == e)
            return ConfigEdit{path, list, list, -1};
    }
    list.push_back(e);
    return setValue(path, std::move(list));
}

Result<ConfigEdit> ConfigDocument::removeListEntry(const KeyPath &scopePath, ListField field,
                                                   const QString &entry) {
    const KeyPath path = scopePath.child(listFieldKey(field));
    const Json *current = path.find(m_root);
    if (!current || !current->is_array())
        return Error{errorCodeText(ErrorCode::ConfigNotFound), QStringLiteral("no such list"),
                     path.toString()};
    Json list = Json::array();
    const std::string e = entry.toStdString();
    for (const Json &existing : *current) {
        if (existing != e)
            list.push_back(existing);
    }
    if (list.size() == current->size()) {
        return Error{errorCodeText(ErrorCode::ConfigNotFound),
                     QStringLiteral("\"%1\" is not in the list").arg(entry), path.toString()};
    }
    return setValue(path, std::move(list));
}

Status ConfigDocument::apply(const ConfigEdit &edit) {
    if (edit.isNoop())
        return Ok{}; // e.g. clearing a profile that was never set: nothing to check or change
    if (edit.path.isEmpty())
        return pathError(edit.path, QStringLiteral("cannot replace the whole document"));
    Json *parent = edit.path.parent().find(m_root);
    const KeyPath::Segment &last = edit.path.last();
    if (!parent || (last.isIndex() ? !parent->is_array() : !parent->is_object()))
        return Error{errorCodeText(ErrorCode::ConfigConflict),
                     QStringLiteral("the parent no longer exists"), edit.path.toString()};
    const Json *current = edit.path.find(m_root);
    const std::optional<Json> now = current ? std::optional<Json>(*current) : std::nullopt;
    // Inserting into an array shifts what is at the index; only the index must be in range.
    const bool arrayInsert = last.isIndex() && !edit.before;
    if (arrayInsert ? last.index > qsizetype(parent->size()) : now != edit.before)
        return Error{errorCodeText(ErrorCode::ConfigConflict),
                     QStringLiteral("the value changed since the edit was made"),
                     edit.path.toString()};
    if (last.isIndex()) {
        const auto index = std::size_t(last.index);
        if (!edit.after)
            parent->erase(index);
        else if (edit.before)
            (*parent)[index] = *edit.after;
        else
            parent->insert(parent->begin() + std::ptrdiff_t(std::min(index, parent->size())),
                           *edit.after);
        return Ok{};
    }
    if (!edit.after)
        parent->erase(last.key);
    else if (edit.before)
        (*parent)[last.key] = *edit.after;
    else
        insertAt(*parent, last.key, *edit.after, edit.position);
    return Ok{};
}

} // namespace toolgate::core
