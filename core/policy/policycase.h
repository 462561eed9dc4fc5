// SPDX-License-Identifier: MIT
#pragma once

#include "policy/policycontext.h"
#include "util/json.h"
#include "util/result.h"

#include <vector>

namespace toolgate::core {

// A policy case file (golden README §1.1): the tool surface, openclaw.json and the run.
struct PolicyCase {
    std::vector<PolicyTool> tools;
    Json config = Json::object();
    PolicyContext context;
};

// Strict readers: unknown fields, wrong types and duplicate tool names are rejected; the Error's
// `where` is the key path (e.g. "context.sandboxed", "tools[3].name"), code "policy.case".
Result<PolicyCase> parsePolicyCase(const Json &value);
Result<std::vector<PolicyTool>> parsePolicyTools(const Json &value,
                                                 const std::string &path = "tools");
Result<PolicyContext> parsePolicyContext(const Json &value, const std::string &path = "context");

} // namespace toolgate::core
