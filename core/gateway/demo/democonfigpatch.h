// SPDX-License-Identifier: MIT
#pragma once

#include "util/json.h"
#include "util/result.h"

#include <QStringList>

namespace toolgate::gateway::demo {

struct DemoConfigPatchResult {
    core::Json config;
    QStringList changedPaths; // dotted leaf paths that differ, arrays as one leaf
};

// config.patch's merge: objects merge, null deletes, arrays replace — but an array that would lose
// entries is only replaced when its path is listed in replacePaths (the gateway refuses silent
// destructive array edits).
core::Result<DemoConfigPatchResult> applyDemoConfigPatch(const core::Json &base,
                                                         const core::Json &patch,
                                                         const QStringList &replacePaths);

// The `raw` text of a patch (JSON5 as OpenClaw accepts it).
core::Result<core::Json> parseDemoConfigText(const QByteArray &text);

// Leaf paths where two configs differ.
QStringList demoConfigChangedPaths(const core::Json &before, const core::Json &after);

} // namespace toolgate::gateway::demo
