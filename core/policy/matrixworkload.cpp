// SPDX-License-Identifier: MIT
#include "policy/matrixworkload.h"

#include <algorithm>
#include <cstdio>
#include <set>
#include <string>
#include <vector>

namespace toolgate::core {

namespace {

using Strings = std::vector<std::string>;

// splitmix64: tiny, portable and fully specified, unlike std's distributions.
class Rng {
public:
    explicit Rng(std::uint64_t seed)
        : m_state(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    std::size_t below(std::size_t n) { return n ? static_cast<std::size_t>(next() % n) : 0; }
    bool chance(int percent) { return below(100) < static_cast<std::size_t>(percent); }
    const std::string &pick(const Strings &from) { return from[below(from.size())]; }

private:
    std::uint64_t m_state;
};

// Entry pools drawn from the tool list itself, so entries name real tools, plugins and servers.
struct Pools {
    Strings core;        // core tool names
    Strings plugins;     // plugin ids (bundle-mcp excluded)
    Strings pluginGlobs; // "plugin_07_export_*"-style globs over plugin tool names
    Strings servers;     // "srv03__*"
    Strings groups{"group:fs",       "group:runtime", "group:web",   "group:memory",
                   "group:sessions", "group:ui",      "group:nodes", "group:agents",
                   "group:media",    "group:plugins", "bundle-mcp"};
};

Pools poolsOf(const Json &w1) {
    Pools p;
    std::set<std::string> plugins;
    std::set<std::string> globs;
    for (const Json &tool : w1.at("tools")) {
        const std::string name = tool.at("name").get<std::string>();
        const std::string plugin = tool.value("pluginId", std::string());
        if (plugin.empty()) {
            p.core.push_back(name);
        } else if (plugin != "bundle-mcp") {
            plugins.insert(plugin);
            const auto last = name.rfind('_');
            if (last != std::string::npos)
                globs.insert(name.substr(0, last + 1) + "*");
        }
    }
    p.plugins.assign(plugins.begin(), plugins.end());
    p.pluginGlobs.assign(globs.begin(), globs.end());
    if (const Json *servers = &w1.at("config").at("mcp").at("servers"); servers->is_object())
        for (auto it = servers->begin(); it != servers->end(); ++it)
            p.servers.push_back(it.key() + "__*");
    return p;
}

// 1..max distinct entries from a mix of the pools.
Json entries(Rng &rng, const Pools &p, std::size_t max) {
    const std::size_t count = 1 + rng.below(max);
    Strings out;
    for (std::size_t i = 0; i < count; ++i) {
        const Strings *pools[] = {&p.core,        &p.core,    &p.plugins,
                                  &p.pluginGlobs, &p.servers, &p.groups};
        const std::string &e = rng.pick(*pools[rng.below(std::size(pools))]);
        if (std::find(out.begin(), out.end(), e) == out.end())
            out.push_back(e);
    }
    return out;
}

// {allow | alsoAllow, deny} with an optional profile (allow and alsoAllow never together).
Json scope(Rng &rng, const Pools &p, bool withProfile) {
    static const Strings profiles{"minimal", "coding", "messaging", "full"};
    Json s = Json::object();
    if (withProfile && rng.chance(60))
        s["profile"] = rng.pick(profiles);
    const std::size_t shape = rng.below(3);
    if (shape == 1)
        s["allow"] = entries(rng, p, 8);
    else if (shape == 2)
        s["alsoAllow"] = entries(rng, p, 6);
    if (rng.chance(70))
        s["deny"] = entries(rng, p, 5);
    return s;
}

Json agentTools(Rng &rng, const Pools &p) {
    static const Strings providerKeys{"openai",
                                      "google",
                                      "anthropic",
                                      "xai",
                                      "openai/gpt-5.4",
                                      "anthropic/claude-sonnet-4",
                                      "google/gemini-2.5-pro"};
    static const Strings senderKeys{"*", "id:mod-7", "username:@release-bot",
                                    "channel:discord:mod-7", "e164:+15550001111"};
    Json tools = scope(rng, p, true);
    if (rng.chance(50)) {
        Json byProvider = Json::object();
        for (std::size_t i = 0, n = 1 + rng.below(3); i < n; ++i)
            byProvider[rng.pick(providerKeys)] = scope(rng, p, true);
        tools["byProvider"] = byProvider;
    }
    if (rng.chance(40)) {
        Json bySender = Json::object();
        for (std::size_t i = 0, n = 1 + rng.below(2); i < n; ++i)
            bySender[rng.pick(senderKeys)] = scope(rng, p, false);
        tools["toolsBySender"] = bySender;
    }
    if (rng.chance(50))
        tools["sandbox"] = Json{{"tools", scope(rng, p, false)}};
    return tools;
}

} // namespace

Json generateMatrixWorkload(const Json &w1Workload, std::uint64_t seed, int agents) {
    Rng rng(seed);
    const Pools pools = poolsOf(w1Workload);
    Json config = w1Workload.at("config");
    Json entriesJson = Json::object();
    for (int i = 0; i < agents; ++i) {
        char id[24]; // room for any int: -O1 and up warn about truncation otherwise
        std::snprintf(id, sizeof id, "agent%03d", i);
        entriesJson[id] = Json{{"tools", agentTools(rng, pools)}};
    }
    config["agents"] = Json{{"ownership", "explicit"},
                            {"defaults", {{"subagents", {{"maxSpawnDepth", 2}}}}},
                            {"entries", entriesJson}};
    config["tools"]["subagents"] =
        Json{{"tools", {{"alsoAllow", {"sessions_spawn", "plugin-0*"}}, {"deny", {"*_sync_*"}}}}};
    const Json context = {{"agentId", "main"},
                          {"sessionKey", "agent:main:subagent:w1"},
                          {"modelProvider", "openai"},
                          {"modelId", "gpt-5.4"},
                          {"modelApi", "openai-responses"},
                          {"messageProvider", "discord"},
                          {"senderIsOwner", false},
                          {"sender", {{"id", "mod-7"}, {"username", "release-bot"}}},
                          {"sandboxed", true},
                          {"runtimeToolsAllow", nullptr}};
    return Json{{"description", "bench matrix: every agent x every tool of one context, with the "
                                "deciding stage per cell (generated by generateMatrixWorkload)"},
                {"seed", seed},
                {"tools", w1Workload.at("tools")},
                {"config", config},
                {"context", context}};
}

} // namespace toolgate::core
