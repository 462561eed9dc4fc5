// SPDX-License-Identifier: MIT
#pragma once

#include "config/configdocument.h"

#include <optional>

namespace toolgate::core {

// Editing the requested exec policy (`tools.exec` or an agent's `tools.exec`). OpenClaw refuses
// an exec object that sets `mode` together with the legacy `security`/`ask` ("mode cannot be
// combined with security or ask in the same exec object"), so an edit of one side either refuses
// when the other side is there or replaces it in the same edit.

// Where `agentId`'s exec object lives (empty id = the global tools.exec):
// agents.entries.<id>.tools.exec, or agents.list[i].tools.exec for the legacy roster; nullopt
// when the config has no such agent.
std::optional<KeyPath> execObjectPath(const Json &root, const QString &agentId);

enum class ExecLegacyRule { Refuse, Replace };

struct ExecPolicyChange {
    ConfigEdit edit;          // one edit of the whole exec object (undo restores it exactly)
    QStringList removed;      // keys of the other side that the edit dropped
    QStringList madeExplicit; // legacy keys written out from the replaced mode
};

// Sets `mode` (deny, allowlist, ask, auto, full; empty removes it). With security/ask in the
// object: Refuse gives Error{exec.modeMixed}; Replace removes them in the same edit.
Result<ExecPolicyChange> setExecMode(const ConfigDocument &document, const KeyPath &execPath,
                                     const QString &mode, ExecLegacyRule rule);

// Sets the legacy `key` ("security" or "ask"; empty value removes it). With `mode` in the object:
// Refuse gives Error{exec.modeMixed}; Replace removes mode and writes its other half out, so only
// the edited field changes what the scope requests.
Result<ExecPolicyChange> setExecLegacy(const ConfigDocument &document, const KeyPath &execPath,
                                       const QString &key, const QString &value,
                                       ExecLegacyRule rule);

} // namespace toolgate::core
