// SPDX-License-Identifier: MIT
#include "loops/loopconfig.h"

namespace toolgate::core {

namespace {

const Json *member(const Json *object, std::string_view key) {
    if (!object || !object->is_object())
        return nullptr;
    const auto it = object->find(key);
    return it == object->end() ? nullptr : &*it;
}

// `block.enabled`, treating a missing or null value as unset.
const Json *enabledOf(const Json *block) {
    const Json *enabled = member(block, "enabled");
    return (enabled && !enabled->is_null()) ? enabled : nullptr;
}

} // namespace

bool isLoopDetectionEnabled(const Json &config, std::string_view agentId) {
    const Json *global = member(member(&config, "tools"), "loopDetection");
    const Json *agent =
        member(member(member(member(member(&config, "agents"), "entries"), agentId), "tools"),
               "loopDetection");
    const bool hasGlobal = global && global->is_object();
    const bool hasAgent = agent && agent->is_object();
    const Json *enabled = nullptr;
    if (hasAgent)
        enabled = enabledOf(agent);
    if (!enabled && hasGlobal)
        enabled = enabledOf(global);
    return enabled && enabled->is_boolean() && enabled->get<bool>();
}

} // namespace toolgate::core
