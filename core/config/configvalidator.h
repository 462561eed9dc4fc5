// SPDX-License-Identifier: MIT
#pragma once

#include "config/configdocument.h"
#include "config/configfinding.h"

#include <QList>
#include <QStringList>

namespace toolgate::core {

// Structural validation of the policy-related keys, with OpenClaw's messages where it has them
// (spec §3.2, §4.9). The OpenClaw-schema errors are validatePolicyConfig's SchemaIssues
// (core/policy/policyschema.h, the single home of those rules) made findings here, one code per
// kind; this adds the document-level extras: agent id pattern and
// duplicates, the legacy roster, retired loop-detection keys (warnings a migration can fix), and
// channel group tool lists (channel plugins own that schema, so allow + alsoAllow there is a
// warning). Policy semantics (unknown entries, allowlist guard, ...) are the policy engine's lint.
//
// Codes: config.invalidType, config.invalidProfile, config.allowWithAlsoAllow,
// config.profileNotApplicable (channel groups), config.invalidAgentId, config.duplicateAgentId,
// config.missingAgentId, config.providerNotObject, config.senderNotObject,
// config.unrecognizedKey, config.ownershipRequired, config.legacyAgentsList,
// config.retiredLoopDetectionKey.
QList<ConfigFinding> validateConfig(const ConfigDocument &document);

// The profile ids the config schema accepts.
QStringList knownProfileIds();

// OpenClaw's agent id rule: ^[a-z0-9_][a-z0-9_-]{0,63}$, case-insensitive.
bool isValidAgentId(const QString &id);

// The loop-detection tuning keys OpenClaw retired (spec §6.1).
QStringList retiredLoopDetectionKeys();

} // namespace toolgate::core
