// SPDX-License-Identifier: MIT
#pragma once

#include "config/configedit.h"
#include "config/keypath.h"
#include "config/policyscope.h"
#include "util/json.h"
#include "util/result.h"

#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QStringList>

namespace toolgate::core {

// An openclaw.json document: the raw tree exactly as read (key order, unknown keys and values we
// do not model all kept) plus a typed view of the policy scopes computed from it on demand.
// Every change goes through an edit on the raw tree, so whatever the edit does not touch stays
// as it was, and each edit comes back as a ConfigEdit that apply(edit.inverted()) undoes.
class ConfigDocument {
public:
    ConfigDocument() = default;
    explicit ConfigDocument(Json root, bool hadComments = false, QString sourcePath = {});

    // JSON5 text / file (JSON is JSON5). Errors: json5.parse (with FILE:LINE:COL), io.read, and
    // config.notObject when the top-level value is not an object.
    static Result<ConfigDocument> fromText(QByteArrayView text, const QString &sourceName);
    static Result<ConfigDocument> load(const QString &path);

    const Json &root() const { return m_root; }
    bool hadComments() const { return m_hadComments; }
    const QString &sourcePath() const { return m_sourcePath; }
    const Json *value(const KeyPath &path) const { return path.find(m_root); }

    // Every policy scope, in file order: global tools (always listed, `exists` says whether the
    // file has it) and its byProvider / toolsBySender / sandbox / subagents / loopDetection / exec
    // children, then each agent (agents.entries, then legacy agents.list[]) with its children,
    // then channel groups.
    QList<PolicyScope> scopes() const;
    // The scope whose policy object is at `path`, if the typed view has one there.
    std::optional<PolicyScope> scopeAt(const KeyPath &path) const;
    // Agent ids from agents.entries keys and legacy agents.list[].id, in file order, de-duplicated.
    QStringList agentIds() const;

    // Edits. Each applies at once and returns what changed. Missing parent objects are created
    // (the edit is then recorded at the topmost created key, so undo removes them again); a
    // parent that exists but is not an object is an Error{config.path}.
    Result<ConfigEdit> setValue(const KeyPath &path, Json value);
    Result<ConfigEdit> removeKey(const KeyPath &path);
    // An empty profile removes the key.
    Result<ConfigEdit> setProfile(const KeyPath &scopePath, const QString &profile);
    Result<ConfigEdit> setList(const KeyPath &scopePath, ListField field,
                               const QStringList &entries);
    // Appends unless the exact entry is already there (then a no-op edit).
    Result<ConfigEdit> addListEntry(const KeyPath &scopePath, ListField field,
                                    const QString &entry);
    // Removes every exact occurrence; Error{config.notFound} when there is none.
    Result<ConfigEdit> removeListEntry(const KeyPath &scopePath, ListField field,
                                       const QString &entry);

    // Applies a recorded edit (redo, or undo via inverted()). The value at the path must still be
    // `edit.before`, else Error{config.conflict} and nothing changes.
    Status apply(const ConfigEdit &edit);

private:
    Json m_root = Json::object();
    bool m_hadComments = false;
    QString m_sourcePath;
};

} // namespace toolgate::core
