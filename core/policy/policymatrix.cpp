// SPDX-License-Identifier: MIT
#include "policy/policymatrix.h"

#include "policy/policyengine.h"

#include <array>
#include <cstring>

namespace toolgate::core {

PolicyContext contextForAgent(const PolicyContext &base, const std::string &agentId) {
    PolicyContext context = base;
    context.agentId = agentId;
    const std::string &key = base.sessionKey;
    if (key.rfind("agent:", 0) == 0) {
        const auto end = key.find(':', 6);
        context.sessionKey =
            "agent:" + agentId + (end == std::string::npos ? ":main" : key.substr(end));
    } else {
        context.sessionKey = "agent:" + agentId + ":main";
    }
    return context;
}

namespace {

// kSpread[b]: byte b's 8 bits as 8 bytes of 0/1, so 8 cells are written with one multiply-or.
constexpr auto kSpread = [] {
    std::array<std::uint64_t, 256> table{};
    for (std::size_t b = 0; b < 256; ++b)
        for (std::size_t bit = 0; bit < 8; ++bit)
            if (b & (std::size_t(1) << bit))
                table[b] |= std::uint64_t(1) << (bit * 8);
    return table;
}();

// Writes the row's next stage into the cells of `removed`. Stages remove disjoint sets (each
// sees only what the previous kept), so the cells are still 0 and OR-ing the stage in is enough;
// a stage that removed nothing is not listed.
void markStage(const ToolMask &removed, std::string_view label, int key, std::uint8_t *cells,
               std::size_t tools, PolicyMatrixRow &row) {
    const std::uint64_t stage = row.stages.size() + 1;
    bool used = false;
    const std::size_t fullBytes = tools / 8;
    for (std::size_t w = 0; w * 64 < tools; ++w) {
        std::uint64_t bits = removed.word(w);
        if (!bits)
            continue;
        used = true;
        for (std::size_t b = w * 8; bits; ++b, bits >>= 8) {
            const std::uint64_t spread = kSpread[bits & 0xff] * stage;
            if (b < fullBytes) {
                std::uint64_t block;
                std::memcpy(&block, cells + b * 8, 8);
                block |= spread;
                std::memcpy(cells + b * 8, &block, 8);
            } else { // the last, partial byte of tools
                for (std::size_t i = b * 8; i < tools; ++i)
                    cells[i] |= static_cast<std::uint8_t>(spread >> ((i - b * 8) * 8));
            }
        }
    }
    if (used)
        row.stages.push_back({std::string(label), key});
}

} // namespace

void evaluatePolicyMatrix(const PolicyEngine &engine, const PolicyContext &base,
                          const std::vector<std::string> &agents, PolicyMatrix &out) {
    const std::size_t tools = engine.tools().size();
    out.tools = tools;
    out.rows.resize(agents.size());
    out.cells.assign(agents.size() * tools, 0);
    for (std::size_t r = 0; r < agents.size(); ++r) {
        const PolicyTrace trace = engine.evaluate(contextForAgent(base, agents[r]));
        PolicyMatrixRow &row = out.rows[r];
        row.agentId = agents[r];
        row.stages.clear();
        std::uint8_t *cells = out.cells.data() + r * tools;
        // Pre-filters and steps remove disjoint sets (each sees what the previous kept), so the
        // first stage that removed a tool is the only one.
        for (const PrefilterTrace &prefilter : trace.prefilters)
            markStage(prefilter.removed, prefilter.label,
                      kMatrixPrefilterKeyBase + static_cast<int>(prefilter.kind), cells, tools,
                      row);
        for (const StepTrace &step : trace.steps)
            markStage(step.removed, step.label, static_cast<int>(step.kind), cells, tools, row);
        if (trace.error)
            markStage(ToolMask(tools, true), *trace.error, kMatrixErrorKey, cells, tools, row);
        row.allowed = trace.error ? 0 : trace.final.count();
    }
}

} // namespace toolgate::core
