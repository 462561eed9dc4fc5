// SPDX-License-Identifier: MIT
#include "clicommon.h"

#include "catalog/toolcatalog.h"
#include "policy/explain.h"
#include "policy/policycase.h"
#include "policy/policyengine.h"
#include "policy/policylint.h"
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

QStringList collectCases(const QStringList &paths, QString *problem) {
    QStringList files;
    for (const QString &path : paths) {
        const QFileInfo info(path);
        if (info.isDir()) {
            const QStringList names =
                QDir(path).entryList({QStringLiteral("*.case.json")}, QDir::Files, QDir::Name);
            for (const QString &name : names)
                files << QDir(path).filePath(name);
        } else if (info.isFile()) {
            files << path;
        } else {
            *problem = path + QStringLiteral(": no such file or directory");
            return {};
        }
    }
    return files;
}

int runEval(const QStringList &args) {
    QStringList paths;
    QString outDir;
    for (int i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--out")) {
            if (i + 1 >= args.size())
                return badInput(QStringLiteral("policy eval: --out needs a directory"));
            outDir = args[++i];
        } else if (args[i].startsWith(QLatin1String("--"))) {
            return badInput(QStringLiteral("policy eval: unknown option %1").arg(args[i]));
        } else {
            paths << args[i];
        }
    }
    if (paths.isEmpty())
        return badInput(QStringLiteral("usage: toolgate-cli policy eval PATH... [--out DIR]"));
    QString problem;
    const QStringList files = collectCases(paths, &problem);
    if (!problem.isEmpty())
        return badInput(problem);
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

int runExplain(const QStringList &args) {
    QString configPath;
    QString toolsPath;
    QString tool;
    bool asJson = false;
    PolicyContext ctx;
    const auto needValue = [&](int i) { return i + 1 < args.size(); };
    for (int i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        const auto value = [&]() { return args[++i].toStdString(); };
        if (a == QLatin1String("--sandboxed")) {
            ctx.sandboxed = true;
            continue;
        }
        if (a == QLatin1String("--json")) {
            asJson = true;
            continue;
        }
        if (a.startsWith(QLatin1String("--")) && !needValue(i))
            return badInput(QStringLiteral("policy explain: %1 needs a value").arg(a));
        if (a == QLatin1String("--config"))
            configPath = args[++i];
        else if (a == QLatin1String("--tools"))
            toolsPath = args[++i];
        else if (a == QLatin1String("--agent"))
            ctx.agentId = value();
        else if (a == QLatin1String("--session-key"))
            ctx.sessionKey = value();
        else if (a == QLatin1String("--provider"))
            ctx.modelProvider = value();
        else if (a == QLatin1String("--model"))
            ctx.modelId = value();
        else if (a == QLatin1String("--model-api"))
            ctx.modelApi = value();
        else if (a == QLatin1String("--message-provider"))
            ctx.messageProvider = value();
        else if (a == QLatin1String("--sender-id"))
            ctx.sender = PolicySender{value(), {}, {}, {}};
        else if (a == QLatin1String("--owner")) {
            const QString v = args[++i];
            if (v != QLatin1String("true") && v != QLatin1String("false"))
                return badInput(
                    QStringLiteral("policy explain: --owner: expected true or false, got '%1'")
                        .arg(v));
            ctx.senderIsOwner = v == QLatin1String("true");
        } else if (a == QLatin1String("--runtime-allow")) {
            std::vector<std::string> list;
            for (const QString &e : args[++i].split(QLatin1Char(','), Qt::SkipEmptyParts))
                list.push_back(e.trimmed().toStdString());
            if (list.empty())
                return badInput(
                    QStringLiteral("policy explain: --runtime-allow: expected a,b,..."));
            ctx.runtimeToolsAllow = list;
        } else if (a.startsWith(QLatin1String("--")))
            return badInput(QStringLiteral("policy explain: unknown option %1").arg(a));
        else if (tool.isEmpty())
            tool = a;
        else
            return badInput(
                QStringLiteral("policy explain: one TOOL expected, got '%1' too").arg(a));
    }
    if (configPath.isEmpty() || tool.isEmpty())
        return badInput(QStringLiteral(
            "usage: toolgate-cli policy explain --config FILE [context options] TOOL"));
    // --agent without --session-key means that agent's main session (not agent:main:main, which
    // a multi-agent config would refuse as a conflicting selection).
    if (ctx.agentId && !args.contains(QStringLiteral("--session-key")))
        ctx.sessionKey = "agent:" + *ctx.agentId + ":main";
    Result<Json> config = readJsonFile(configPath);
    if (!config)
        return badInput(config.error().toString());
    if (!config->is_object())
        return badInput(configPath + QStringLiteral(": expected a JSON object (openclaw.json)"));
    std::vector<PolicyTool> tools = defaultTools();
    if (!toolsPath.isEmpty()) {
        Result<Json> toolsJson = readJsonFile(toolsPath);
        if (!toolsJson)
            return badInput(toolsJson.error().toString());
        auto parsed = parsePolicyTools(*toolsJson, "tools");
        if (!parsed)
            return badCase(toolsPath, parsed.error());
        tools = std::move(parsed).value();
    }

    const PolicyExplanation ex = explainTool(*config, tools, ctx, tool.toStdString());
    if (asJson) {
        out() << QString::fromUtf8(toJsonBytes(explanationToJson(ex), true)) << Qt::flush;
        return kExitOk;
    }
    PolicyEngine engine(*config, tools);
    for (const ConfigIssue &issue : engine.configIssues())
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

int runLint(const QStringList &args) {
    QString configPath;
    for (int i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--config") && i + 1 < args.size())
            configPath = args[++i];
        else
            return badInput(QStringLiteral("usage: toolgate-cli policy lint --config FILE"));
    }
    if (configPath.isEmpty())
        return badInput(QStringLiteral("usage: toolgate-cli policy lint --config FILE"));
    Result<Json> config = readJsonFile(configPath);
    if (!config)
        return badInput(config.error().toString());
    if (!config->is_object())
        return badInput(configPath + QStringLiteral(": expected a JSON object (openclaw.json)"));

    int errors = 0;
    int warnings = 0;
    for (const LintFinding &f : lintPolicyConfig(*config, ToolCatalog::builtin())) {
        const bool isError = f.severity == LintFinding::Severity::Error;
        out() << (isError ? "error " : "warning ")
              << fromStd(f.path.empty() ? std::string("(root)") : f.path) << ": "
              << fromStd(f.message) << "\n";
        (isError ? errors : warnings) += 1;
    }
    out() << QStringLiteral("%1 error(s), %2 warning(s)\n").arg(errors).arg(warnings) << Qt::flush;
    return errors ? kExitFindings : kExitOk;
}

} // namespace

int runPolicyCommand(const QStringList &args) {
    if (args.isEmpty())
        return badInput(QStringLiteral("usage: toolgate-cli policy eval|explain|lint ..."));
    const QString sub = args.first();
    const QStringList rest = args.mid(1);
    if (sub == QLatin1String("eval"))
        return runEval(rest);
    if (sub == QLatin1String("explain"))
        return runExplain(rest);
    if (sub == QLatin1String("lint"))
        return runLint(rest);
    return badInput(QStringLiteral("toolgate-cli policy: unknown subcommand '%1'").arg(sub));
}

} // namespace toolgate::cli
