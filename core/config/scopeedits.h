// SPDX-License-Identifier: MIT
#pragma once

#include "config/configdocument.h"
#include "config/configedit.h"
#include "config/policyscope.h"
#include "util/result.h"

#include <QList>
#include <QString>

namespace toolgate::core {

// Adding and removing whole policy scopes. Each function only reads the document and returns the
// one edit to apply (ConfigDocument::apply / PolicyWorkspace::apply), so a caller can check the
// name first and record the edit for undo. Error codes (the UI words them): scope.nameEmpty,
// scope.nameInvalid, scope.senderPrefix, scope.nameTaken, scope.exists, scope.notAddable,
// scope.notRemovable.

// What can be added under `owner`: Agent (for the Agents heading, owner == nullptr), Provider,
// Sender, Sandbox, Subagents. The generic kinds stand for their agent variants too. Sandbox and
// Subagents are offered only while absent.
QList<ScopeKind> addableScopeKinds(const ConfigDocument &doc, const PolicyScope *owner);
// Provider, Sender and Agent scopes need a name; Sandbox and Subagents do not.
bool scopeKindTakesName(ScopeKind kind);

// Where the new scope's policy object goes, or why `name` cannot be used: an agent id must match
// ^[a-z0-9_][a-z0-9_-]{0,63}$; a byProvider key is "provider" or "provider/model"; a
// toolsBySender key is "*" or prefixed channel:, id:, e164:, username:, name:. Names are compared
// the way OpenClaw matches them (case-insensitively), so "OpenAI" is taken when "openai" exists.
Result<KeyPath> newScopePath(const ConfigDocument &doc, ScopeKind kind, const PolicyScope *owner,
                             const QString &name);
// The edit that creates it as an empty policy object (missing parents included).
Result<ConfigEdit> addScopeEdit(const ConfigDocument &doc, ScopeKind kind, const PolicyScope *owner,
                                const QString &name);

// The edit that removes the scope at `path` with everything in it. Containers it leaves empty go
// too (byProvider, toolsBySender, sandbox, subagents, an agent entry that held only `tools`), so
// add-then-remove gives back the same file. The global scope cannot be removed.
Result<ConfigEdit> removeScopeEdit(const ConfigDocument &doc, const KeyPath &path);

} // namespace toolgate::core
