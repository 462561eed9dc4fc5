// SPDX-License-Identifier: MIT
#include "clicommon.h"

#include "catalog/toolcatalog.h"
#include "config/configdiff.h"
#include "config/configdocument.h"
#include "config/configmigrations.h"
#include "config/configvalidator.h"
#include "policy/explain.h"
#include "policy/policycase.h"
#include "policy/policyengine.h"
#include "policy/policylint.h"
#include "policy/semanticdiff.h"
#include "util/jsonio.h"

#include <QDir>
#include <QFileInfo>

using namespace toolgate::core;

namespace toolgate::cli {

namespace {

QString fromStd(const std::string &s) {
    return QString::fromStdString(s);
}

// "FILE: where: problem" — the one line the CLI contract asks for.
int badCase(const QString &file, const Error &error) {
    return badInput(file + QStringLiteral(": ") + error.toString());
}

int runEval(const QStringList &args) {
    QStringList paths;
    QString outDir;
    for (qsizetype i = 0; i < args.size(); ++i) {
        bool missingValue = false;
        if (takeOutOption(args, i, &outDir, &missingValue)) {
            if (missingValue)
                return badInput(QStringLiteral("policy eval: --out needs a directory"));
        } else if (args[i].startsWith(QLatin1String("--"))) {
            return badInput(QStringLiteral("policy eval: unknown option %1").arg(args[i]));
        } else {
            paths << args[i];
        }
    }
    if (paths.isEmpty())
        return badInput(QStringLiteral("usage: toolgate-cli policy eval PATH... [--out DIR]"));
    QStringList missing;
    const QStringList files = expandInputPaths(paths, QStringLiteral(".case.json"), &missing);
    if (!missing.isEmpty())
        return badInput(missing.first() + QStringLiteral(": no such file or directory"));
    if (files.isEmpty())
        return badInput(QStringLiteral("policy eval: no *.case.json files in %1")
                            .arg(paths.join(QLatin1Char(' '))));
    if (outDir.isEmpty() && files.size() != 1)
        return badInput(QStringLiteral("policy eval: %1 cases need --out DIR").arg(files.size()));
    if (!outDir.isEmpty() && !QDir().mkpath(outDir))
        return badInput(outDir + QStringLiteral(": cannot create directory"));

    // Parse everything first so a bad case writes nothing.
    std::vector<PolicyCase> cases;
    for (const QString &file : files) {
        Result<Json> json = readJsonFile(file);
        if (!json)
            return badInput(json.error().toString());
        Result<PolicyCase> parsed = parsePolicyCase(*json);
        if (!parsed)
            return badCase(file, parsed.error());
        cases.push_back(std::move(parsed).value());
    }
    for (std::size_t i = 0; i < cases.size(); ++i) {
        PolicyEngine engine(cases[i].config, cases[i].tools);
        const Json result = engine.traceToJson(engine.evaluate(cases[i].context));
        const QByteArray bytes = toJsonBytes(result, true);
        if (outDir.isEmpty()) {
            out() << QString::fromUtf8(bytes) << Qt::flush;
            continue;
        }
        QString name = QFileInfo(files[static_cast<qsizetype>(i)]).fileName();
        name.chop(QStringLiteral(".case.json").size());
        const Status written = writeFileAtomically(
            QDir(outDir).filePath(name + QStringLiteral(".actual.json")), bytes);
        if (!written)
            return badInput(written.error().toString());
    }
    return kExitOk;
}

std::vector<PolicyTool> defaultTools() {
    std::vector<PolicyTool> tools;
    for (const CatalogTool &t : ToolCatalog::builtin().tools())
        tools.push_back({t.id, {}});
    return tools;
}

// Reads an openclaw.json (JSON5, as OpenClaw reads it); the root must be an object.
Result<Json> readConfigFile(const QString &path) {
    const auto document = ConfigDocument::load(path);
    if (!document)
        return document.error();
    return document->root();
}

// The tool list: the core catalog, or a strict-JSON tools file (--tools).
Result<std::vector<PolicyTool>> readTools(const QString &toolsPath) {
    if (toolsPath.isEmpty())
        return defaultTools();
    Result<Json> toolsJson = readJsonFile(toolsPath);
    if (!toolsJson)
        return toolsJson.error();
    auto parsed = parsePolicyTools(*toolsJson, "tools");
    if (!parsed) {
        Error e = parsed.error();
        e.where = toolsPath + QStringLiteral(": ") + e.where;
        return e;
    }
    return std::move(parsed).value();
}

// An --agent the config does not have would be evaluated with no agent settings at all, which is
// nearly always a typo: refused, naming the agents there are (OpenClaw's default one is main).
QString unknownAgentProblem(const QString &command, const PolicyContext &ctx,
                            std::initializer_list<const Json *> configs) {
    if (!ctx.agentId)
        return {};
    QStringList known;
    for (const Json *config : configs) {
        for (const QString &id : ConfigDocument(*config).agentIds()) {
            if (!known.contains(id, Qt::CaseInsensitive))
                known << id;
        }
    }
    if (known.isEmpty())
        known << QStringLiteral("main");
    const QString wanted = QString::fromStdString(*ctx.agentId).trimmed();
    if (known.contains(wanted, Qt::CaseInsensitive))
        return {};
    return QStringLiteral("%1: unknown agent '%2'; the config's agents: %3")
        .arg(command, wanted, known.join(QStringLiteral(", ")));
}

enum class OptionResult { NotMine, Taken, Bad };

// The context flags shared by explain, diff and test: consumes args[i] (and its value) when it is
// one, filling `ctx`; *problem is the one-line error for a bad value.
OptionResult takeContextOption(const QStringList &args, int &i, PolicyContext &ctx,
                               const QString &command, QString *problem) {
    const QString &a = args[i];
    if (a == QLatin1String("--sandboxed")) {
        ctx.sandboxed = true;
        return OptionResult::Taken;
    }
    static const QStringList valued{
        QStringLiteral("--agent"),        QStringLiteral("--session-key"),
        QStringLiteral("--provider"),     QStringLiteral("--model"),
        QStringLiteral("--model-api"),    QStringLiteral("--message-provider"),
        QStringLiteral("--sender-id"),    QStringLiteral("--owner"),
        QStringLiteral("--runtime-allow")};
    if (!valued.contains(a))
        return OptionResult::NotMine;
    if (i + 1 >= args.size()) {
        *problem = QStringLiteral("%1: %2 needs a value").arg(command, a);
        return OptionResult::Bad;
    }
    const QString v = args[++i];
    const std::string value = v.toStdString();
    if (a == QLatin1String("--agent")) {
        ctx.agentId = value;
    } else if (a == QLatin1String("--session-key")) {
        ctx.sessionKey = value;
    } else if (a == QLatin1String("--provider")) {
        ctx.modelProvider = value;
    } else if (a == QLatin1String("--model")) {
        ctx.modelId = value;
    } else if (a == QLatin1String("--model-api")) {
        ctx.modelApi = value;
    } else if (a == QLatin1String("--message-provider")) {
        ctx.messageProvider = value;
    } else if (a == QLatin1String("--sender-id")) {
        ctx.sender = PolicySender{value, {}, {}, {}};
    } else if (a == QLatin1String("--owner")) {
        if (v != QLatin1String("true") && v != QLatin1String("false")) {
            *problem =
                QStringLiteral("%1: --owner: expected true or false, got '%2'").arg(command, v);
            return OptionResult::Bad;
        }
        ctx.senderIsOwner = v == QLatin1String("true");
    } else { // --runtime-allow
        std::vector<std::string> list;
        for (const QString &e : v.split(QLatin1Char(','), Qt::SkipEmptyParts))
            list.push_back(e.trimmed().toStdString());
        if (list.empty()) {
            *problem = QStringLiteral("%1: --runtime-allow: expected a,b,...").arg(command);
            return OptionResult::Bad;
        }
        ctx.runtimeToolsAllow = list;
    }
    return OptionResult::Taken;
}

// --agent without --session-key means that agent's main session (not agent:main:main, which a
// multi-agent config would refuse as a conflicting selection).
void finishContext(PolicyContext &ctx, const QStringList &args) {
    if (ctx.agentId && !args.contains(QStringLiteral("--session-key")))
        ctx.sessionKey = "agent:" + *ctx.agentId + ":main";
}

int runExplain(const QStringList &args) {
    QString configPath;
    QString toolsPath;
    QString tool;
    bool asJson = false;
    PolicyContext ctx;
    for (int i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        QString problem;
        const OptionResult r =
            takeContextOption(args, i, ctx, QStringLiteral("policy explain"), &problem);
        if (r == OptionResult::Bad)
            return badInput(problem);
        if (r == OptionResult::Taken)
            continue;
        if (a == QLatin1String("--json")) {
            asJson = true;
        } else if (a == QLatin1String("--config") || a == QLatin1String("--tools")) {
            if (i + 1 >= args.size())
                return badInput(QStringLiteral("policy explain: %1 needs a value").arg(a));
            (a == QLatin1String("--config") ? configPath : toolsPath) = args[++i];
        } else if (a.startsWith(QLatin1String("--"))) {
            return badInput(QStringLiteral("policy explain: unknown option %1").arg(a));
        } else if (tool.isEmpty()) {
            tool = a;
        } else {
            return badInput(
                QStringLiteral("policy explain: one TOOL expected, got '%1' too").arg(a));
        }
    }
    if (configPath.isEmpty() || tool.isEmpty())
        return badInput(QStringLiteral(
            "usage: toolgate-cli policy explain --config FILE [context options] TOOL"));
    finishContext(ctx, args);
    Result<Json> config = readConfigFile(configPath);
    if (!config)
        return badInput(config.error().toString());
    if (const QString problem =
            unknownAgentProblem(QStringLiteral("policy explain"), ctx, {&*config});
        !problem.isEmpty())
        return badInput(problem);
    auto toolList = readTools(toolsPath);
    if (!toolList)
        return badInput(toolList.error().toString());
    const std::vector<PolicyTool> tools = std::move(toolList).value();

    const PolicyExplanation ex = explainTool(*config, tools, ctx, tool.toStdString());
    if (asJson) {
        out() << QString::fromUtf8(toJsonBytes(explanationToJson(ex), true)) << Qt::flush;
        return kExitOk;
    }
    PolicyEngine engine(*config, tools);
    for (const SchemaIssue &issue : engine.configIssues())
        out() << "config error " << fromStd(issue.path) << ": " << fromStd(issue.message) << "\n";
    if (ex.trace.error) {
        out() << fromStd(*ex.trace.error) << "\n";
    } else {
        const int idx = engine.toolIndex(tool.toStdString());
        for (const PrefilterTrace &pf : ex.trace.prefilters)
            out() << "pre-filter " << fromStd(pf.label) << ": removed " << pf.removed.count()
                  << "\n";
        for (std::size_t s = 0; s < ex.trace.steps.size(); ++s) {
            const StepTrace &st = ex.trace.steps[s];
            QString mark;
            if (idx >= 0 && st.removed.test(static_cast<std::size_t>(idx)))
                mark = QStringLiteral("  <- removes %1").arg(tool);
            out() << QStringLiteral("%1. %2: kept %3, removed %4%5\n")
                         .arg(s + 1)
                         .arg(fromStd(st.label))
                         .arg(st.kept.count())
                         .arg(st.removed.count())
                         .arg(mark);
        }
        for (const std::string &w : ex.trace.warnings)
            out() << "warning: " << fromStd(w) << "\n";
        if (ex.trace.guardError)
            out() << "guard: " << fromStd(*ex.trace.guardError) << "\n";
        out() << "final: " << ex.trace.final.count() << " tools\n";
    }
    out() << fromStd(ex.summary) << "\n";
    for (const PolicyFix &f : ex.fix)
        out() << "  fix: " << (f.action == PolicyFix::Action::Add ? "add " : "remove ")
              << fromStd(f.entry) << (f.action == PolicyFix::Action::Add ? " to " : " from ")
              << fromStd(f.path) << "\n";
    out() << Qt::flush;
    return kExitOk;
}

// `policy lint --config FILE`: the document findings (validation, legacy and retired keys,
// offered migrations), then the policy lint (entries that match nothing, the engine's warnings and
// allowlist guard per context, overrides the global allow makes pointless). One line each.
int runLint(const QStringList &args) {
    QString configPath;
    for (int i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--config") && i + 1 < args.size())
            configPath = args[++i];
        else if (args[i].startsWith(u'-'))
            return badInput(QStringLiteral("toolgate-cli policy lint: unknown option %1 (usage: "
                                           "toolgate-cli policy lint --config FILE)")
                                .arg(args[i]));
        else
            return badInput(QStringLiteral("usage: toolgate-cli policy lint --config FILE"));
    }
    if (configPath.isEmpty())
        return badInput(QStringLiteral("usage: toolgate-cli policy lint --config FILE"));
    const auto document = ConfigDocument::load(configPath);
    if (!document)
        return badInput(document.error().toString());

    int errors = 0;
    int warnings = 0;
    const auto print = [&](FindingSeverity severity, const QString &path, const QString &message) {
        out() << findingSeverityName(severity) << ' '
              << (path.isEmpty() ? QStringLiteral("(root)") : path) << ": " << message << "\n";
        errors += severity == FindingSeverity::Error ? 1 : 0;
        warnings += severity == FindingSeverity::Warning ? 1 : 0;
    };
    for (const ConfigFinding &f : validateConfig(*document))
        print(f.severity, f.path.toString(), f.message);
    for (const ConfigMigration &m : planMigrations(*document))
        print(FindingSeverity::Info,
              m.edits.isEmpty() ? QString() : m.edits.first().path.toString(),
              QStringLiteral("migration %1 offered (toolgate-cli config migrate): %2")
                  .arg(m.id, m.title));
    const auto printLint = [&](const LintFinding &f) {
        print(f.severity == LintFinding::Severity::Error ? FindingSeverity::Error
                                                         : FindingSeverity::Warning,
              fromStd(f.path), fromStd(f.message));
    };
    const Json &config = document->root();
    for (const LintFinding &f : lintPolicyEntries(config, ToolCatalog::builtin()))
        printLint(f);
    const PolicyEngine engine(config, defaultTools());
    for (const LintFinding &f : lintPolicyEngine(engine))
        printLint(f);
    out() << QStringLiteral("%1 error(s), %2 warning(s)\n").arg(errors).arg(warnings) << Qt::flush;
    return errors ? kExitFindings : kExitOk;
}

// Shared by diff and test: FILE arguments plus context flags, --tools and --json.
struct PolicyArgs {
    QStringList files;
    QString configPath;
    QString toolsPath;
    bool json = false;
    PolicyContext context;
};

// Returns an empty string on success, else the one-line problem.
QString parsePolicyArgs(const QStringList &args, const QString &command, PolicyArgs *parsed) {
    for (int i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        QString problem;
        const OptionResult r = takeContextOption(args, i, parsed->context, command, &problem);
        if (r == OptionResult::Bad)
            return problem;
        if (r == OptionResult::Taken)
            continue;
        if (a == QLatin1String("--json")) {
            parsed->json = true;
        } else if (a == QLatin1String("--config") || a == QLatin1String("--tools")) {
            if (i + 1 >= args.size())
                return QStringLiteral("%1: %2 needs a value").arg(command, a);
            (a == QLatin1String("--config") ? parsed->configPath : parsed->toolsPath) = args[++i];
        } else if (a.startsWith(QLatin1String("--"))) {
            return QStringLiteral("%1: unknown option %2").arg(command, a);
        } else {
            parsed->files << a;
        }
    }
    finishContext(parsed->context, args);
    return {};
}

Json toJsonList(const QStringList &list) {
    Json out = Json::array();
    for (const QString &s : list)
        out.push_back(s.toStdString());
    return out;
}

// `policy diff OLD NEW [context flags] [--tools FILE] [--json]`: tools gained/lost per agent (and
// the default context), then the key-path changes. Exit 1 when anything changed.
int runDiff(const QStringList &args) {
    const QString usage = QStringLiteral(
        "usage: toolgate-cli policy diff OLD NEW [context options] [--tools FILE] [--json]");
    PolicyArgs parsed;
    if (const QString problem = parsePolicyArgs(args, QStringLiteral("policy diff"), &parsed);
        !problem.isEmpty())
        return badInput(problem);
    if (parsed.files.size() != 2 || !parsed.configPath.isEmpty())
        return badInput(usage);
    const auto before = readConfigFile(parsed.files.at(0));
    if (!before)
        return badInput(before.error().toString());
    const auto after = readConfigFile(parsed.files.at(1));
    if (!after)
        return badInput(after.error().toString());
    if (const QString problem =
            unknownAgentProblem(QStringLiteral("policy diff"), parsed.context, {&*before, &*after});
        !problem.isEmpty())
        return badInput(problem);
    auto tools = readTools(parsed.toolsPath);
    if (!tools)
        return badInput(tools.error().toString());

    const QList<AgentToolChange> changes = semanticDiff(*before, *after, *tools, parsed.context);
    const QList<PathChange> paths = diffConfigs(*before, *after);
    if (parsed.json) {
        Json agents = Json::array();
        for (const AgentToolChange &c : changes) {
            agents.push_back({{"agent", c.agentId.toStdString()},
                              {"gained", toJsonList(c.gained)},
                              {"lost", toJsonList(c.lost)},
                              {"errorBefore", c.errorBefore.toStdString()},
                              {"errorAfter", c.errorAfter.toStdString()}});
        }
        Json pathList = Json::array();
        for (const PathChange &c : paths)
            pathList.push_back(c.toString().toStdString());
        const Json result{{"agents", agents}, {"paths", pathList}};
        out() << QString::fromStdString(result.dump()) << "\n";
    } else {
        for (const AgentToolChange &c : changes)
            out() << semanticDiffSummary({c}) << "\n";
        for (const PathChange &c : paths)
            out() << c.toString() << "\n";
        if (changes.isEmpty() && paths.isEmpty())
            out() << "identical\n";
    }
    out() << Qt::flush;
    return changes.isEmpty() && paths.isEmpty() ? kExitOk : kExitFindings;
}

// "removed by <step>: <why>" for a tool the pipeline drops.
QString removalText(const PolicyExplanation &ex) {
    QString why = ex.reason.denied
                      ? QStringLiteral("deny entry \"%1\"%2")
                            .arg(fromStd(ex.reason.configEntry.empty() ? ex.reason.entry
                                                                       : ex.reason.configEntry),
                                 ex.reason.denyPath.empty()
                                     ? QStringLiteral(" (built-in)")
                                     : QStringLiteral(" at ") + fromStd(ex.reason.denyPath))
                      : QStringLiteral("not in allow list");
    if (ex.blocked != ExplainBlock::None && !ex.blockedReason.empty())
        why += QStringLiteral("; ") + fromStd(ex.blockedReason);
    return QStringLiteral("removed by %1: %2").arg(fromStd(ex.stepLabel), why);
}

// `policy test --config FILE ASSERTIONS.json`: each assertion
// {"agent"?, "context"?, "allow"?: [...], "deny"?: [...]} is checked with explain; failures print
// the step that removed the tool (must-allow) or the steps that kept it (must-deny). Exit 1 on any
// failure.
int runTest(const QStringList &args) {
    const QString usage = QStringLiteral(
        "usage: toolgate-cli policy test --config FILE [--tools FILE] ASSERTIONS.json");
    PolicyArgs parsed;
    if (const QString problem = parsePolicyArgs(args, QStringLiteral("policy test"), &parsed);
        !problem.isEmpty())
        return badInput(problem);
    if (parsed.files.size() != 1 || parsed.configPath.isEmpty())
        return badInput(usage);
    const QString assertionsPath = parsed.files.first();
    const auto config = readConfigFile(parsed.configPath);
    if (!config)
        return badInput(config.error().toString());
    if (const QString problem =
            unknownAgentProblem(QStringLiteral("policy test"), parsed.context, {&*config});
        !problem.isEmpty())
        return badInput(problem);
    auto tools = readTools(parsed.toolsPath);
    if (!tools)
        return badInput(tools.error().toString());
    const auto assertions = readJsonFile(assertionsPath);
    if (!assertions)
        return badInput(assertions.error().toString());
    const auto bad = [&](const std::string &where, const QString &problem) {
        return badInput(QStringLiteral("%1: %2: %3").arg(assertionsPath, fromStd(where), problem));
    };
    if (!assertions->is_array())
        return bad("(root)", QStringLiteral("expected an array of assertions"));

    int passed = 0;
    int failed = 0;
    for (std::size_t n = 0; n < assertions->size(); ++n) {
        const Json &a = (*assertions)[n];
        const std::string where = "[" + std::to_string(n) + "]";
        if (!a.is_object())
            return bad(where, QStringLiteral("expected an object"));
        for (auto it = a.begin(); it != a.end(); ++it)
            if (it.key() != "agent" && it.key() != "context" && it.key() != "allow" &&
                it.key() != "deny")
                return bad(where + "." + it.key(), QStringLiteral("unknown key"));
        PolicyContext ctx = parsed.context;
        if (const auto c = a.find("context"); c != a.end()) {
            auto parsedCtx = parsePolicyContext(*c, where + ".context");
            if (!parsedCtx)
                return badInput(assertionsPath + QStringLiteral(": ") +
                                parsedCtx.error().toString());
            ctx = std::move(parsedCtx).value();
        }
        QString who = QStringLiteral("default context");
        if (const auto agent = a.find("agent"); agent != a.end()) {
            if (!agent->is_string())
                return bad(where + ".agent", QStringLiteral("expected a string"));
            ctx.agentId = agent->get<std::string>();
            const auto c = a.find("context");
            if (c == a.end() || !c->contains("sessionKey"))
                ctx.sessionKey = "agent:" + *ctx.agentId + ":main";
            who = QStringLiteral("agent ") + fromStd(*ctx.agentId);
        }
        for (const char *field : {"allow", "deny"}) {
            const bool mustAllow = std::string(field) == "allow";
            const auto list = a.find(field);
            if (list == a.end())
                continue;
            if (!list->is_array())
                return bad(where + "." + field, QStringLiteral("expected an array of tool names"));
            for (std::size_t i = 0; i < list->size(); ++i) {
                if (!(*list)[i].is_string())
                    return bad(where + "." + field + "." + std::to_string(i),
                               QStringLiteral("expected a tool name"));
                const std::string tool = (*list)[i].get<std::string>();
                const PolicyExplanation ex = explainTool(*config, *tools, ctx, tool);
                if (ex.allowed == mustAllow) {
                    ++passed;
                    continue;
                }
                ++failed;
                QString detail;
                if (ex.trace.error) {
                    detail = QStringLiteral("the run is refused: ") + fromStd(*ex.trace.error);
                } else if (mustAllow) {
                    detail = removalText(ex);
                } else {
                    QStringList steps;
                    for (const StepTrace &st : ex.trace.steps)
                        steps << fromStd(st.label);
                    detail = steps.isEmpty()
                                 ? QStringLiteral("no step has a policy that removes it")
                                 : QStringLiteral("no step removed it (steps: %1)")
                                       .arg(steps.join(QStringLiteral(", ")));
                }
                out() << QStringLiteral("FAIL %1 %2: %3 must be %4; %5\n")
                             .arg(fromStd(where), who, fromStd(tool),
                                  mustAllow ? QStringLiteral("allowed") : QStringLiteral("denied"),
                                  detail);
            }
        }
    }
    out() << QStringLiteral("%1 passed, %2 failed\n").arg(passed).arg(failed) << Qt::flush;
    return failed ? kExitFindings : kExitOk;
}

} // namespace

int runPolicyCommand(const QStringList &args) {
    if (args.isEmpty())
        return badInput(
            QStringLiteral("usage: toolgate-cli policy eval|explain|lint|diff|test ..."));
    const QString sub = args.first();
    const QStringList rest = args.mid(1);
    if (sub == QLatin1String("eval"))
        return runEval(rest);
    if (sub == QLatin1String("explain"))
        return runExplain(rest);
    if (sub == QLatin1String("lint"))
        return runLint(rest);
    if (sub == QLatin1String("diff"))
        return runDiff(rest);
    if (sub == QLatin1String("test"))
        return runTest(rest);
    return badInput(QStringLiteral("toolgate-cli policy: unknown subcommand '%1'").arg(sub));
}

} // namespace toolgate::cli
