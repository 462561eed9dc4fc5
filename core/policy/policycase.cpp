// SPDX-License-Identifier: MIT
#include "policy/policycase.h"

#include "policy/policyschema.h"
#include "util/errorcode.h"

#include <set>

namespace toolgate::core {

namespace {

Error caseError(const std::string &where, const std::string &message) {
    return Error{errorCodeText(ErrorCode::PolicyCase), QString::fromStdString(message),
                 QString::fromStdString(where)};
}

// Optional string field: absent or null → nullopt; anything else but a string is an error.
std::optional<Error> readOptionalString(const Json &obj, const char *key, const std::string &path,
                                        std::optional<std::string> &out) {
    const auto it = obj.find(key);
    if (it == obj.end() || it->is_null())
        return std::nullopt;
    if (!it->is_string())
        return caseError(path + "." + key, "expected string or null, got " + jsonTypeName(*it));
    out = it->get<std::string>();
    return std::nullopt;
}

} // namespace

Result<std::vector<PolicyTool>> parsePolicyTools(const Json &value, const std::string &path) {
    if (!value.is_array())
        return caseError(path, "expected an array of tools, got " + jsonTypeName(value));
    std::vector<PolicyTool> tools;
    std::set<std::string> seen;
    for (std::size_t i = 0; i < value.size(); ++i) {
        const Json &t = value[i];
        const std::string where = path + "[" + std::to_string(i) + "]";
        if (!t.is_object())
            return caseError(where, "expected an object, got " + jsonTypeName(t));
        for (auto it = t.begin(); it != t.end(); ++it)
            if (it.key() != "name" && it.key() != "pluginId")
                return caseError(where + "." + it.key(), "unknown field");
        const auto name = t.find("name");
        if (name == t.end())
            return caseError(where + ".name", "missing required field");
        if (!name->is_string() || name->get<std::string>().empty())
            return caseError(where + ".name", "expected a non-empty string");
        PolicyTool tool;
        tool.name = name->get<std::string>();
        if (const auto plugin = t.find("pluginId"); plugin != t.end() && !plugin->is_null()) {
            if (!plugin->is_string() || plugin->get<std::string>().empty())
                return caseError(where + ".pluginId", "expected a non-empty string");
            tool.pluginId = plugin->get<std::string>();
        }
        if (!seen.insert(tool.name).second)
            return caseError(where + ".name", "duplicate tool name \"" + tool.name + "\"");
        tools.push_back(std::move(tool));
    }
    return tools;
}

Result<PolicyContext> parsePolicyContext(const Json &value, const std::string &path) {
    PolicyContext ctx;
    if (value.is_null())
        return ctx;
    if (!value.is_object())
        return caseError(path, "expected an object, got " + jsonTypeName(value));
    static const std::set<std::string> known{
        "agentId",         "sessionKey",    "modelProvider", "modelId",   "modelApi",
        "messageProvider", "senderIsOwner", "sender",        "sandboxed", "runtimeToolsAllow"};
    for (auto it = value.begin(); it != value.end(); ++it)
        if (!known.count(it.key()))
            return caseError(path + "." + it.key(), "unknown field");
    if (auto e = readOptionalString(value, "agentId", path, ctx.agentId))
        return *e;
    std::optional<std::string> sessionKey;
    if (auto e = readOptionalString(value, "sessionKey", path, sessionKey))
        return *e;
    if (sessionKey)
        ctx.sessionKey = *sessionKey;
    if (auto e = readOptionalString(value, "modelProvider", path, ctx.modelProvider))
        return *e;
    if (auto e = readOptionalString(value, "modelId", path, ctx.modelId))
        return *e;
    if (auto e = readOptionalString(value, "modelApi", path, ctx.modelApi))
        return *e;
    if (auto e = readOptionalString(value, "messageProvider", path, ctx.messageProvider))
        return *e;
    if (const auto owner = value.find("senderIsOwner"); owner != value.end() && !owner->is_null()) {
        if (!owner->is_boolean())
            return caseError(path + ".senderIsOwner",
                             "expected true, false or null, got " + jsonTypeName(*owner));
        ctx.senderIsOwner = owner->get<bool>();
    }
    if (const auto sender = value.find("sender"); sender != value.end() && !sender->is_null()) {
        if (!sender->is_object())
            return caseError(path + ".sender",
                             "expected an object or null, got " + jsonTypeName(*sender));
        PolicySender s;
        for (auto it = sender->begin(); it != sender->end(); ++it) {
            std::string *field = it.key() == "id"         ? &s.id
                                 : it.key() == "e164"     ? &s.e164
                                 : it.key() == "username" ? &s.username
                                 : it.key() == "name"     ? &s.name
                                                          : nullptr;
            if (!field)
                return caseError(path + ".sender." + it.key(), "unknown field");
            if (it->is_null())
                continue;
            if (!it->is_string())
                return caseError(path + ".sender." + it.key(),
                                 "expected string, got " + jsonTypeName(*it));
            *field = it->get<std::string>();
        }
        ctx.sender = s;
    }
    if (const auto sandboxed = value.find("sandboxed");
        sandboxed != value.end() && !sandboxed->is_null()) {
        if (!sandboxed->is_boolean())
            return caseError(path + ".sandboxed",
                             "expected boolean, got " + jsonTypeName(*sandboxed));
        ctx.sandboxed = sandboxed->get<bool>();
    }
    if (const auto rt = value.find("runtimeToolsAllow"); rt != value.end() && !rt->is_null()) {
        if (!rt->is_array())
            return caseError(path + ".runtimeToolsAllow",
                             "expected an array of strings or null, got " + jsonTypeName(*rt));
        if (rt->empty())
            return caseError(
                path + ".runtimeToolsAllow",
                "must not be empty (an empty toolsAllow disables tools at construction time)");
        std::vector<std::string> list;
        for (std::size_t i = 0; i < rt->size(); ++i) {
            if (!(*rt)[i].is_string())
                return caseError(path + ".runtimeToolsAllow[" + std::to_string(i) + "]",
                                 "expected string, got " + jsonTypeName((*rt)[i]));
            list.push_back((*rt)[i].get<std::string>());
        }
        ctx.runtimeToolsAllow = std::move(list);
    }
    return ctx;
}

Result<PolicyCase> parsePolicyCase(const Json &value) {
    if (!value.is_object())
        return caseError("", "expected a case object, got " + jsonTypeName(value));
    for (auto it = value.begin(); it != value.end(); ++it) {
        const std::string &k = it.key();
        if (k != "tools" && k != "config" && k != "context" && k != "comment")
            return caseError(k, "unknown field");
    }
    PolicyCase c;
    const auto tools = value.find("tools");
    if (tools == value.end())
        return caseError("tools", "missing required field");
    auto parsedTools = parsePolicyTools(*tools);
    if (!parsedTools)
        return parsedTools.error();
    c.tools = std::move(parsedTools).value();
    if (const auto config = value.find("config"); config != value.end() && !config->is_null()) {
        if (!config->is_object())
            return caseError("config", "expected an object, got " + jsonTypeName(*config));
        c.config = *config;
    }
    if (const auto comment = value.find("comment"); comment != value.end() && !comment->is_string())
        return caseError("comment", "expected string, got " + jsonTypeName(*comment));
    if (const auto context = value.find("context"); context != value.end()) {
        auto ctx = parsePolicyContext(*context);
        if (!ctx)
            return ctx.error();
        c.context = std::move(ctx).value();
    }
    return c;
}

} // namespace toolgate::core
