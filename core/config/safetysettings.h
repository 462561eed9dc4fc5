// SPDX-License-Identifier: MIT
#pragma once

#include "config/configdocument.h"
#include "config/configfinding.h"

#include <optional>
#include <vector>

namespace toolgate::core {

// The tool safety settings a scope's `tools` object carries (OpenClaw 2026.9 schema): filesystem
// and apply_patch workspace limits, elevated mode (enabled, allowFrom: an agent can only narrow
// the global one), web_fetch limits and SSRF policy (global only: agents have no `web`), strict
// inline eval and safe bins.

enum class SafetyValueKind {
    Bool,       // true / false; unset = OpenClaw's default
    Count,      // a positive integer (maxRedirects: non-negative)
    StringList, // ["..."]
    SenderMap,  // {provider: [sender ids]}
};

struct SafetySetting {
    const char *key; // dotted, below the scope's tools object: "exec.applyPatch.workspaceOnly"
    SafetyValueKind kind;
    bool globalOnly = false; // not in an agent's tools object
    bool defaultOn = false;  // Bool: what unset means
    bool allowsZero = false; // Count: 0 is valid
    KeyPath path(const KeyPath &toolsPath) const;
};

// Every setting, in the order the Policy screen shows them.
const std::vector<SafetySetting> &safetySettings();
const SafetySetting *safetySetting(const QString &key);

// The edit that sets `value` at `key` below `toolsPath` (nullopt removes it; objects that the
// removal leaves empty are removed too, up to the tools object). Computed on a copy: apply it
// through the workspace. Error{safety.badValue} for a value of the wrong kind.
Result<ConfigEdit> safetySettingEdit(const ConfigDocument &document, const KeyPath &toolsPath,
                                     const QString &key, std::optional<Json> value);

// "telegram: 123, 456; whatsapp: +15550001" <-> {telegram:["123","456"], whatsapp:["+15550001"]}.
// Parsing fails (nullopt) on an entry without "provider:".
std::optional<Json> parseSenderMap(const QString &text);
QString senderMapText(const Json &map);

// Findings on the safety settings of every scope: an agent widening elevated mode (which OpenClaw
// ignores), private-network fetches, a hostname both allowed and blocked, apply_patch outside the
// workspace, interpreters among safeBins, fetch limits above their cap, and mode mixed with the
// legacy security/ask in one exec object.
QList<ConfigFinding> lintSafetySettings(const ConfigDocument &document);

} // namespace toolgate::core
