// SPDX-License-Identifier: MIT
#pragma once

#include "policy/policycontext.h"

#include <cstdint>
#include <string>
#include <vector>

namespace toolgate::core {

class PolicyEngine;

// One stage that removed tools in a row: OpenClaw's label and a stable key per stage kind
// (pipeline steps: their PolicyStepKind value; pre-filters: 100 + PrefilterKind; an evaluation
// error: 200), so views can give each kind one colour across all agents.
struct MatrixStage {
    std::string label;
    int key = 0;
};

struct PolicyMatrixRow {
    std::string agentId;
    std::vector<MatrixStage> stages; // the stages that removed at least one tool, pipeline order
    std::size_t allowed = 0;
};

// Agents × tools of one context: per cell the stage that decided it. Cells are one byte each
// (0 = allowed, i + 1 = rows[r].stages[i]; a row has at most 15 stages), so the whole matrix of
// a large config stays a few hundred kilobytes and is refilled in place on every edit.
struct PolicyMatrix {
    std::size_t tools = 0;
    std::vector<PolicyMatrixRow> rows;
    std::vector<std::uint8_t> cells; // row-major

    // Index into rows[row].stages of the stage that removed `tool`; -1 when the agent keeps it.
    int decider(std::size_t row, std::size_t tool) const {
        return static_cast<int>(cells[row * tools + tool]) - 1;
    }
};

inline constexpr int kMatrixPrefilterKeyBase = 100;
inline constexpr int kMatrixErrorKey = 200;

// `base` as run by another agent: the agent segment of the session key is replaced and the rest
// (":subagent:..", ":telegram:group:..") kept, so every agent sees the same kind of run.
PolicyContext contextForAgent(const PolicyContext &base, const std::string &agentId);

// Evaluates every agent of `agents` in `base` (see contextForAgent) and fills `out`, reusing its
// storage.
void evaluatePolicyMatrix(const PolicyEngine &engine, const PolicyContext &base,
                          const std::vector<std::string> &agents, PolicyMatrix &out);

} // namespace toolgate::core
