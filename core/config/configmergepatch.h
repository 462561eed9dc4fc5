// SPDX-License-Identifier: MIT
#pragma once

#include "util/json.h"
#include "util/result.h"

#include <QStringList>

namespace toolgate::core {

// A `config.patch` request body: a JSON merge patch (objects merge, null deletes, arrays replace)
// and the dotted paths of the arrays it replaces or deletes on purpose. OpenClaw refuses a patch
// that drops array entries unless the array's exact path is in `replacePaths`.
struct ConfigMergePatch {
    Json patch = Json::object();
    QStringList replacePaths;

    bool isEmpty() const { return patch.empty(); }
};

// The smallest patch that turns `base` into `edited`: changed leaves, removed keys as null, and
// every changed array whole with its path listed (so entries merged by id are replaced too, and
// nothing the user removed survives on the gateway).
ConfigMergePatch makeConfigMergePatch(const Json &base, const Json &edited);

// Applies `patch` as the gateway does. Fails, naming the path, when the patch would remove array
// entries, delete an array or delete an object holding arrays whose paths are not listed.
Result<Json> applyConfigMergePatch(const Json &base, const ConfigMergePatch &patch);

// Dotted leaf paths where two configs differ (an array counts as one leaf).
QStringList changedConfigPaths(const Json &before, const Json &after);

} // namespace toolgate::core
