// SPDX-License-Identifier: MIT
#include "policy/explain.h"

#include "catalog/toolname.h"
#include "policy/policyschema.h"

#include <algorithm>
#include <optional>

namespace toolgate::core {

namespace {

// Resolves the next key of a dot path against an object's existing keys (longest match first, so
// keys such as "openai/gpt-5.4" survive), else takes the text up to the next dot.
std::string nextKey(const Json &obj, std::string_view rest) {
    std::string best;
    if (obj.is_object()) {
        for (auto it = obj.begin(); it != obj.end(); ++it) {
            const std::string &k = it.key();
            if (rest.size() >= k.size() && rest.substr(0, k.size()) == k &&
                (rest.size() == k.size() || rest[k.size()] == '.') && k.size() > best.size())
                best = k;
        }
    }
    if (!best.empty())
        return best;
    const auto dot = rest.find('.');
    return std::string(rest.substr(0, dot));
}

const char *blockName(ExplainBlock b) {
    switch (b) {
    case ExplainBlock::None:
        return "none";
    case ExplainBlock::NotInToolList:
        return "notInToolList";
    case ExplainBlock::MessageProvider:
        return "messageProvider";
    case ExplainBlock::ModelProvider:
        return "modelProvider";
    case ExplainBlock::SubagentDefault:
        return "subagentDefault";
    case ExplainBlock::OwnerOnly:
        return "ownerOnly";
    case ExplainBlock::RuntimeAllow:
        return "runtimeAllow";
    case ExplainBlock::AgentSelection:
        return "agentSelection";
    case ExplainBlock::Unresolved:
        return "unresolved";
    }
    return "none";
}

// The node at a dot path (array indices as numbers), or nullptr.
const Json *nodeAt(const Json &config, const std::string &path) {
    const Json *node = &config;
    std::string_view rest = path;
    while (!rest.empty()) {
        if (node->is_array()) {
            const auto dot = rest.find('.');
            const std::string idx(rest.substr(0, dot));
            if (idx.empty() || idx.find_first_not_of("0123456789") != std::string::npos)
                return nullptr;
            const std::size_t i = static_cast<std::size_t>(std::stoul(idx));
            if (i >= node->size())
                return nullptr;
            node = &(*node)[i];
            rest = dot == std::string_view::npos ? std::string_view() : rest.substr(dot + 1);
            continue;
        }
        const std::string key = nextKey(*node, rest);
        if (!node->is_object() || !node->contains(key))
            return nullptr;
        node = &(*node)[key];
        rest = rest.size() > key.size() ? rest.substr(key.size() + 1) : std::string_view();
    }
    return node;
}

bool listContains(const Json &config, const std::string &path, const std::string &entry) {
    const Json *node = nodeAt(config, path);
    return node && node->is_array() &&
           std::find(node->begin(), node->end(), Json(entry)) != node->end();
}

bool hasNonEmptyArrayAt(const Json &config, const std::string &path) {
    const Json *node = nodeAt(config, path);
    return node && node->is_array() && !node->empty();
}

bool hasNonEmptyArray(const Json &config, const char *scope, const char *field) {
    if (!config.is_object() || !config.contains(scope) || !config[scope].is_object())
        return false;
    const Json &obj = config[scope];
    return obj.contains(field) && obj[field].is_array() && !obj[field].empty();
}

// "agents.entries.<key>.tools" of the agent's entry (legacy list: "agents.list.<i>.tools").
std::string agentToolsPath(const Json &config, const std::string &agentId) {
    const auto lower = [](std::string v) {
        for (char &c : v)
            if (c >= 'A' && c <= 'Z')
                c = static_cast<char>(c - 'A' + 'a');
        return v;
    };
    if (config.is_object() && config.contains("agents") && config["agents"].is_object()) {
        const Json &agents = config["agents"];
        if (agents.contains("entries") && agents["entries"].is_object())
            for (auto it = agents["entries"].begin(); it != agents["entries"].end(); ++it)
                if (lower(it.key()) == agentId)
                    return "agents.entries." + it.key() + ".tools";
        if (agents.contains("list") && agents["list"].is_array())
            for (std::size_t i = 0; i < agents["list"].size(); ++i) {
                const Json &item = agents["list"][i];
                if (item.is_object() && item.contains("id") && item["id"].is_string() &&
                    lower(item["id"].get<std::string>()) == agentId)
                    return "agents.list." + std::to_string(i) + ".tools";
            }
    }
    return "agents.entries." + agentId + ".tools";
}

// The ids of the agents the config lists (entries keys and legacy list ids), as written.
std::vector<std::string> configuredAgentIds(const Json &config) {
    std::vector<std::string> ids;
    const Json *agents = nodeAt(config, "agents");
    if (!agents || !agents->is_object())
        return ids;
    if (const auto e = agents->find("entries"); e != agents->end() && e->is_object())
        for (auto it = e->begin(); it != e->end(); ++it)
            ids.push_back(it.key());
    if (const auto l = agents->find("list"); l != agents->end() && l->is_array())
        for (const Json &item : *l)
            if (item.is_object() && item.contains("id") && item["id"].is_string())
                ids.push_back(item["id"].get<std::string>());
    return ids;
}

} // namespace

Json applyPolicyFix(const Json &config, const PolicyFix &fix) {
    Json out = config.is_object() ? config : Json::object();
    Json *node = &out;
    std::string_view rest = fix.path;
    while (!rest.empty()) {
        if (node->is_array()) {
            const auto dot = rest.find('.');
            const std::size_t i =
                static_cast<std::size_t>(std::stoul(std::string(rest.substr(0, dot))));
            if (i >= node->size())
                return out;
            node = &(*node)[i];
            rest = dot == std::string_view::npos ? std::string_view() : rest.substr(dot + 1);
            continue;
        }
        if (!node->is_object()) {
            if (fix.action == PolicyFix::Action::Remove)
                return out;
            *node = Json::object();
        }
        const std::string key = nextKey(*node, rest);
        if (!node->contains(key) && fix.action == PolicyFix::Action::Remove)
            return out;
        node = &(*node)[key];
        rest = rest.size() > key.size() ? rest.substr(key.size() + 1) : std::string_view();
    }
    if (fix.action == PolicyFix::Action::Add) {
        if (!node->is_array())
            *node = Json::array();
        if (std::find(node->begin(), node->end(), Json(fix.entry)) == node->end())
            node->push_back(fix.entry);
    } else if (node->is_array()) {
        Json kept = Json::array();
        for (const Json &v : *node)
            if (!(v.is_string() && v.get<std::string>() == fix.entry))
                kept.push_back(v);
        *node = kept;
    }
    return out;
}

namespace {

constexpr int kMaxRounds = 12;

// One explanation in rounds: each round evaluates the config with the fixes so far, finds what
// removes the tool first and proposes the change that lifts it, until the tool passes or the
// removal is one no config edit can lift.
class Explainer {
public:
    Explainer(const Json &config, const std::vector<PolicyTool> &tools, const PolicyContext &ctx,
              std::string_view tool)
        : m_config(config)
        , m_cfg(config)
        , m_tools(tools)
        , m_context(ctx) {
        m_ex.tool = std::string(tool);
    }

    PolicyExplanation run() {
        for (int round = 0; round < kMaxRounds && !blocked(); ++round) {
            if (!runRound(round))
                break;
            if (round == kMaxRounds - 1)
                block(ExplainBlock::Unresolved, "Too many changes needed.");
        }
        collectFixIssues();
        summarise();
        return std::move(m_ex);
    }

private:
    const Json &m_config; // as configured
    Json m_cfg;           // with the fixes proposed so far
    const std::vector<PolicyTool> &m_tools;
    const PolicyContext &m_context;
    PolicyExplanation m_ex;

    bool blocked() const { return m_ex.blocked != ExplainBlock::None; }
    void block(ExplainBlock b, std::string why) {
        m_ex.blocked = b;
        m_ex.blockedReason = std::move(why);
    }
    void propose(const PolicyFix &fix) {
        m_ex.fix.push_back(fix);
        m_cfg = applyPolicyFix(m_cfg, fix);
    }

    // False when the explanation is complete (the tool passes, or it is blocked).
    bool runRound(int round) {
        PolicyEngine engine(m_cfg, m_tools);
        PolicyTrace trace = engine.evaluate(m_context);
        const int idx = engine.toolIndex(m_ex.tool);
        if (round == 0)
            m_ex.trace = trace;
        if (trace.error) {
            block(ExplainBlock::AgentSelection, *trace.error);
            return false;
        }
        if (idx < 0) {
            block(ExplainBlock::NotInToolList,
                  "\"" + m_ex.tool +
                      "\" is not in the run's tool list, so no policy can make it available.");
            return false;
        }
        const std::size_t i = static_cast<std::size_t>(idx);
        if (trace.final.test(i)) {
            m_ex.allowed = round == 0;
            return false;
        }
        return liftPrefilters(trace, engine.tools()[i].name, i, round) &&
               liftStep(engine, trace, i, round);
    }

    // The pre-filters run before any policy step; only local-model lean can be lifted (alsoAllow),
    // and the policy steps are then looked at in the same round. False when blocked.
    bool liftPrefilters(const PolicyTrace &trace, const std::string &name, std::size_t i,
                        int round) {
        for (const PrefilterTrace &pf : trace.prefilters) {
            if (!pf.removed.test(i))
                continue;
            if (round == 0)
                m_ex.stepLabel = pf.label;
            if (pf.kind == PrefilterKind::MessageProvider) {
                block(ExplainBlock::MessageProvider,
                      "The message-provider filter removes " + name +
                          " for this channel before any policy step; no config entry can bring it "
                          "back.");
                return false;
            }
            if (normalizeToolName(name) == "web_search") {
                block(ExplainBlock::ModelProvider,
                      "The model's native web search replaces web_search for this "
                      "provider; it is removed before the policy pipeline.");
                return false;
            }
            PolicyFix fix{"tools.alsoAllow", PolicyFix::Action::Add, normalizeToolName(name), {}};
            fix.why = PolicyFix::Why::LocalModelLean;
            fix.sentence =
                "Add \"" + fix.entry + "\" to tools.alsoAllow (exempts it from local-model lean).";
            propose(fix);
        }
        return true;
    }

    // The first policy step that removes the tool, and the change that lifts it.
    bool liftStep(const PolicyEngine &engine, const PolicyTrace &trace, std::size_t i, int round) {
        int stepIndex = -1;
        for (std::size_t s = 0; s < trace.steps.size() && stepIndex < 0; ++s) {
            if (trace.steps[s].removed.test(i))
                stepIndex = static_cast<int>(s);
        }
        if (stepIndex < 0) {
            block(ExplainBlock::Unresolved, "No step removed the tool.");
            return false;
        }
        const StepTrace &step = trace.steps[static_cast<std::size_t>(stepIndex)];
        const RemovalReason reason = engine.removalReason(step, i);
        if (round == 0) {
            m_ex.firstStep = stepIndex;
            m_ex.stepLabel = step.label;
            m_ex.reason = reason;
        }
        const std::string &name = engine.tools()[i].name;
        std::optional<PolicyFix> fix = reason.denied ? liftDeny(step, reason, name)
                                                     : liftMissingAllow(step, reason, name, trace);
        if (!fix)
            return false;
        fix->alsoAffects = otherAgentsReached(fix->path, trace.agentId);
        if (!fix->alsoAffects.empty()) {
            std::string others;
            for (const std::string &id : fix->alsoAffects)
                others += (others.empty() ? "" : ", ") + id;
            fix->sentence += " This is the global scope: it also applies to " + others + ".";
        }
        if (std::any_of(m_ex.fix.begin(), m_ex.fix.end(), [&](const PolicyFix &f) {
                return f.path == fix->path && f.entry == fix->entry && f.action == fix->action;
            })) {
            block(ExplainBlock::Unresolved, "The same change was proposed twice.");
            return false;
        }
        propose(*fix);
        return true;
    }

    std::optional<PolicyFix> liftDeny(const StepTrace &step, const RemovalReason &reason,
                                      const std::string &name) {
        if (step.kind == PolicyStepKind::OwnerOnly) {
            block(ExplainBlock::OwnerOnly,
                  name + " is an owner-only tool and the sender is not the owner.");
            return std::nullopt;
        }
        if (step.kind == PolicyStepKind::Subagent &&
            !listContains(m_cfg, reason.denyPath, reason.configEntry)) {
            block(ExplainBlock::SubagentDefault,
                  name + " is on OpenClaw's built-in subagent deny list; no allow entry can "
                         "lift it.");
            return std::nullopt;
        }
        PolicyFix fix;
        if (reason.builtinDeny) {
            fix = {reason.allowPath, PolicyFix::Action::Add, normalizeToolName(name), {}};
            fix.why = PolicyFix::Why::SandboxDefaultDeny;
            fix.sentence =
                "Add \"" + fix.entry + "\" to " + fix.path + " (lifts the sandbox default deny).";
        } else {
            fix = {reason.denyPath, PolicyFix::Action::Remove, reason.configEntry, {}};
            fix.sentence = "Remove \"" + fix.entry + "\" from " + fix.path + ".";
        }
        return fix;
    }

    std::optional<PolicyFix> liftMissingAllow(const StepTrace &step, const RemovalReason &reason,
                                              const std::string &name, const PolicyTrace &trace) {
        if (step.kind == PolicyStepKind::Runtime) {
            block(ExplainBlock::RuntimeAllow, "The run's own toolsAllow cap does not include " +
                                                  name + "; it is set by the caller.");
            return std::nullopt;
        }
        if (reason.allowPath.empty()) {
            block(ExplainBlock::Unresolved, "No config location can allow this tool.");
            return std::nullopt;
        }
        PolicyFix fix{reason.allowPath, PolicyFix::Action::Add, normalizeToolName(name), {}};
        if (step.kind == PolicyStepKind::Profile && fix.path == "tools.alsoAllow")
            narrowProfileFix(fix, trace.agentId);
        fix.sentence = "Add \"" + fix.entry + "\" to " + fix.path + ".";
        return fix;
    }

    // The profile step's alsoAllow is the agent's own list if it has one, else the global one.
    // The agent's own list is preferred when the global one is rejected next to a non-empty
    // tools.allow, or when the config has other agents the global edit would widen too. Moving
    // there first copies the global entries, which the agent's own list replaces.
    void narrowProfileFix(PolicyFix &fix, const std::string &agentId) {
        const std::string agentTools = agentToolsPath(m_cfg, agentId);
        if (hasNonEmptyArrayAt(m_cfg, agentTools + ".allow"))
            return; // the agent's own alsoAllow would be rejected there
        const bool globalRejected = hasNonEmptyArray(m_cfg, "tools", "allow");
        const std::string agentEntry = agentTools.substr(0, agentTools.size() - 6); // no ".tools"
        const bool agentListed = nodeAt(m_cfg, agentEntry) != nullptr;
        if (!globalRejected && !(agentListed && !otherAgentsReached(fix.path, agentId).empty()))
            return;
        fix.path = agentTools + ".alsoAllow";
        const Json *found = nodeAt(m_cfg, "tools.alsoAllow");
        if (!found || !found->is_array())
            return;
        const Json global = *found; // a copy: propose() may replace m_cfg
        for (const Json &entry : global) {
            if (!entry.is_string() || entry.get<std::string>() == fix.entry)
                continue;
            PolicyFix keep{fix.path, PolicyFix::Action::Add, entry.get<std::string>(), {}};
            keep.why = PolicyFix::Why::KeepGlobalAlsoAllow;
            keep.sentence = "Add \"" + keep.entry + "\" to " + keep.path +
                            " (kept from tools.alsoAllow, which the agent's own list replaces).";
            propose(keep);
        }
    }

    // The configured agents other than `agentId` that an edit at `path` reaches: every one for a
    // global ("tools.…") path, none for an agent's or a channel's own scope.
    std::vector<std::string> otherAgentsReached(const std::string &path,
                                                const std::string &agentId) const {
        std::vector<std::string> others;
        if (path.rfind("tools.", 0) != 0)
            return others;
        for (std::string id : configuredAgentIds(m_cfg)) {
            std::string lower = id;
            for (char &c : lower)
                if (c >= 'A' && c <= 'Z')
                    c = static_cast<char>(c - 'A' + 'a');
            if (lower != agentId)
                others.push_back(std::move(id));
        }
        return others;
    }

    // Validation findings the fixes would introduce (those the config already had are not news).
    void collectFixIssues() {
        if (m_ex.fix.empty() || blocked())
            return;
        const auto before = validatePolicyConfig(m_config.is_object() ? m_config : Json::object(),
                                                 ToolCatalog::builtin());
        for (const SchemaIssue &issue : validatePolicyConfig(m_cfg, ToolCatalog::builtin())) {
            const bool existed =
                std::any_of(before.begin(), before.end(), [&](const SchemaIssue &b) {
                    return b.path == issue.path && b.message == issue.message;
                });
            if (!existed)
                m_ex.fixIssues.push_back(issue.path + ": " + issue.message);
        }
    }

    void summarise() {
        PolicyExplanation &ex = m_ex;
        if (ex.allowed) {
            ex.summary = ex.tool + " is available in this run.";
            return;
        }
        if (blocked()) {
            ex.fix.clear();
            ex.summary = ex.tool +
                         (ex.stepLabel.empty() ? std::string() : " is removed by " + ex.stepLabel) +
                         ". " + ex.blockedReason;
            return;
        }
        const std::string cause = ex.reason.denied ? "denied by \"" + ex.reason.configEntry + "\""
                                                   : std::string("not in the allow list");
        ex.summary =
            ex.tool + " is removed by " + ex.stepLabel + " (" + cause + "). Smallest fix: ";
        for (std::size_t k = 0; k < ex.fix.size(); ++k)
            ex.summary += (k ? " Then: " : "") + ex.fix[k].sentence;
        if (!ex.fixIssues.empty())
            ex.summary +=
                " Note: OpenClaw would reject the edited config (" + ex.fixIssues.front() + ").";
    }
};

} // namespace

PolicyExplanation explainTool(const Json &config, const std::vector<PolicyTool> &tools,
                              const PolicyContext &context, std::string_view tool) {
    return Explainer(config, tools, context, tool).run();
}

Json explanationToJson(const PolicyExplanation &ex) {
    Json fixes = Json::array();
    for (const PolicyFix &f : ex.fix)
        fixes.push_back(Json{{"path", f.path},
                             {"action", f.action == PolicyFix::Action::Add ? "add" : "remove"},
                             {"entry", f.entry},
                             {"sentence", f.sentence}});
    Json out{{"tool", ex.tool},
             {"allowed", ex.allowed},
             {"step", ex.stepLabel.empty() ? Json(nullptr) : Json(ex.stepLabel)},
             {"cause", ex.allowed || ex.stepLabel.empty() ? Json(nullptr)
                       : ex.reason.denied ? Json("deny entry " + ex.reason.configEntry)
                                          : Json("not in allow list")},
             {"fix", fixes},
             {"blocked", blockName(ex.blocked)},
             {"blockedReason", ex.blockedReason.empty() ? Json(nullptr) : Json(ex.blockedReason)},
             {"summary", ex.summary},
             {"fixIssues", ex.fixIssues}};
    return out;
}

} // namespace toolgate::core
