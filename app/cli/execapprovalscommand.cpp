// SPDX-License-Identifier: MIT
// `toolgate-cli exec-approvals get [--agent A] [--json] | allowlist add|remove [--agent A|*]
// PATTERN | set FILE [--base-hash H] | effective [--agent A] [--json] | grants list [--json] |
// grants revoke ID`, all with --url --token [--node ID] (the gateway's exec-approvals document).
#include "clicommon.h"

#include "cliparser.h"
#include "gatewaysession.h"
#include "util/errorcode.h"

#include "approvals/allowlistbreadth.h"
#include "approvals/execpolicy.h"
#include "gateway/execapprovalsservice.h"
#include "gateway/gatewayclient.h"

#include <QDateTime>
#include <QFile>

#include <functional>

namespace toolgate::cli {

namespace {

using core::Json;
using gateway::ExecApprovalsService;
using gateway::GatewayClient;

constexpr int kExitFailed = 1;

struct Args {
    QStringList positional;
    GatewayArgs gateway;
    QString agent;
    bool agentGiven = false;
    QString node;
    QString baseHash;
    bool json = false;
};

QString usageLine() {
    return QStringLiteral("usage: toolgate-cli exec-approvals get [--agent A] [--json] | "
                          "allowlist add|remove [--agent A|*] PATTERN | set FILE [--base-hash H] "
                          "| effective [--agent A] [--json] | grants list [--json] | grants "
                          "revoke ID  (--url URL --token TOKEN [--node ID] [--timeout MS]; --help "
                          "after one for its options)");
}

// Each subcommand's options; returns the exit code to end with when the command must not run.
std::optional<int> parseArgs(const QStringList &args, Args &a) {
    const QString sub = args.value(0);
    const QStringList subs{QStringLiteral("get"), QStringLiteral("allowlist"),
                           QStringLiteral("set"), QStringLiteral("effective"),
                           QStringLiteral("grants")};
    if (!subs.contains(sub))
        return badInput(usageLine());
    CliParser p(QStringLiteral("exec-approvals ") + sub,
                QStringLiteral("Reads or edits the gateway's exec-approvals document."));
    p.addGatewayOptions();
    p.addValue(QStringLiteral("node"), QStringLiteral("ID"),
               QStringLiteral("The node's document instead of the gateway's."));
    if (sub != QLatin1String("set") && sub != QLatin1String("grants"))
        p.addValue(QStringLiteral("agent"), QStringLiteral("A"),
                   QStringLiteral("Only this agent (allowlist: * for every agent)."));
    if (sub != QLatin1String("set") && sub != QLatin1String("allowlist"))
        p.addFlag(QStringLiteral("json"), QStringLiteral("Print JSON."));
    if (sub == QLatin1String("set"))
        p.addValue(
            QStringLiteral("base-hash"), QStringLiteral("H"),
            QStringLiteral("The hash FILE was made against (a later change is a conflict)."));
    if (const auto exit = p.parse(args))
        return exit;
    a.positional = p.positional();
    a.agentGiven = p.isSet(QStringLiteral("agent"));
    a.agent = p.value(QStringLiteral("agent"));
    a.node = p.value(QStringLiteral("node"));
    a.baseHash = p.value(QStringLiteral("base-hash"));
    a.json = p.isSet(QStringLiteral("json"));
    auto gatewayArgs = p.gatewayArgs();
    if (!gatewayArgs)
        return kExitBadInput;
    a.gateway = *gatewayArgs;
    return std::nullopt;
}

// A connection that runs `onConnected` once and exits with the code given to finish()/fail().
class Session : public GatewaySession {
public:
    explicit Session(const Args &args)
        : GatewaySession(QStringLiteral("toolgate-cli exec-approvals"), args.gateway)
        , service(std::make_unique<ExecApprovalsService>(client())) {
        QObject::connect(
            service.get(), &ExecApprovalsService::requestFailed, service.get(),
            [this](const QString &method, const core::Error &e) {
                if (core::errorCodeOf(e) == core::ErrorCode::ExecApprovalsConflict)
                    fail(QStringLiteral("conflict: the document changed on the "
                                        "gateway since it was read; nothing was "
                                        "written (%1)")
                             .arg(e.message));
                else
                    fail(QStringLiteral("%1 failed: %2 %3").arg(method, e.code, e.message));
            });
    }

    int run(std::function<void()> onConnected) {
        QObject::connect(client(), &GatewayClient::connected, client(), [this, onConnected] {
            if (!m_started) {
                m_started = true;
                onConnected();
            }
        });
        return GatewaySession::run();
    }

    std::unique_ptr<ExecApprovalsService> service;

private:
    bool m_started = false;
};

void printJson(const Json &json) {
    out() << QString::fromStdString(json.dump(2)) << Qt::endl;
}

QString orDefault(const QString &value, const QString &resolved) {
    return value.isEmpty() ? QStringLiteral("(default: %1)").arg(resolved) : value;
}

QString when(std::optional<qint64> ms) {
    return ms ? QDateTime::fromMSecsSinceEpoch(*ms).toUTC().toString(Qt::ISODate)
              : QStringLiteral("never");
}

void printAgent(const QString &id, const core::ExecApprovalsAgent &agent,
                const core::ExecApprovalsPolicy &fallback) {
    const core::ExecApprovalsPolicy &p = agent.policy;
    out() << "agent " << id << ": security " << orDefault(p.security, fallback.security) << ", ask "
          << orDefault(p.ask, fallback.ask) << ", askFallback "
          << orDefault(p.askFallback, fallback.askFallback) << Qt::endl;
    for (const core::ExecAllowlistEntry &e : agent.allowlist) {
        out() << "  " << e.pattern;
        if (!e.argPattern.isEmpty())
            out() << "  args " << e.argPattern;
        out() << "  [" << (e.source.isEmpty() ? QStringLiteral("manual") : e.source)
              << ", last used " << when(e.lastUsedAt);
        if (!e.lastUsedCommand.isEmpty())
            out() << ": " << e.lastUsedCommand;
        out() << "]";
        for (const core::AllowlistWarning &w : core::allowlistWarnings(id, e))
            out() << "  ! " << w.message;
        out() << Qt::endl;
    }
    for (const core::McpToolGrant &g : agent.mcpTools)
        out() << "  mcp " << g.server << "/" << g.tool << " [" << g.source << "]" << Qt::endl;
}

// The socket token is a local secret; never print it.
Json redacted(const core::ExecApprovalsSnapshot &snapshot) {
    Json json = core::toJson(snapshot);
    if (json["file"].contains("socket") && json["file"]["socket"].is_object())
        json["file"]["socket"].erase("token");
    return json;
}

// An agent id the gateway does not know, with the ones it does (a typo is then obvious).
QString unknownAgent(const QString &agent, const QStringList &known) {
    return known.isEmpty() ? QStringLiteral("no agent \"%1\": none is configured").arg(agent)
                           : QStringLiteral("no agent \"%1\"; known agents: %2")
                                 .arg(agent, known.join(QStringLiteral(", ")));
}

int runGet(const Args &args) {
    Session session(args);
    return session.run([&] {
        QObject::connect(
            session.service.get(), &ExecApprovalsService::loaded, session.service.get(),
            [&](const core::ExecApprovalsSnapshot &s) {
                const core::ExecApprovalsAgent *agent =
                    args.agentGiven ? s.file.agent(args.agent) : nullptr;
                if (args.agentGiven && !agent) {
                    QStringList known;
                    for (const auto &[id, entry] : s.file.agents)
                        known << id;
                    session.fail(unknownAgent(args.agent, known));
                    return;
                }
                if (args.json) {
                    printJson(agent ? redacted(s)["file"]["agents"][args.agent.toStdString()]
                                    : redacted(s));
                } else if (agent) {
                    printAgent(args.agent, *agent, s.resolvedDefaults);
                } else {
                    out() << "path " << s.path << "\nhash " << s.hash << Qt::endl;
                    out() << "defaults: security "
                          << orDefault(s.file.defaults.security, s.resolvedDefaults.security)
                          << ", ask " << orDefault(s.file.defaults.ask, s.resolvedDefaults.ask)
                          << ", askFallback "
                          << orDefault(s.file.defaults.askFallback, s.resolvedDefaults.askFallback)
                          << Qt::endl;
                    for (const auto &[id, a] : s.file.agents)
                        printAgent(id, a, s.resolvedDefaults);
                }
                session.finish(kExitOk);
            });
        session.service->fetch(args.node);
    });
}

// Reads, edits and writes back with the hash it read: a concurrent change is a conflict.
int runAllowlist(const Args &args) {
    if (args.positional.size() != 3 || (args.positional.at(1) != QLatin1String("add") &&
                                        args.positional.at(1) != QLatin1String("remove")))
        return badInput(QStringLiteral(
            "usage: toolgate-cli exec-approvals allowlist add|remove [--agent A|*] PATTERN"));
    const bool add = args.positional.at(1) == QLatin1String("add");
    const QString pattern = args.positional.at(2);
    const QString agent = args.agentGiven ? args.agent : core::kWildcardAgent;
    Session session(args);
    return session.run([&] {
        QObject::connect(session.service.get(), &ExecApprovalsService::loaded,
                         session.service.get(), [&](core::ExecApprovalsSnapshot s) {
                             const bool changed =
                                 add ? core::addAllowlistPattern(s.file, agent, pattern)
                                     : core::removeAllowlistPattern(s.file, agent, pattern) > 0;
                             if (!changed) {
                                 out() << agent << ": " << pattern
                                       << (add ? " is already allowed" : " is not in the allowlist")
                                       << "; nothing written" << Qt::endl;
                                 session.finish(add ? kExitOk : kExitFailed);
                                 return;
                             }
                             session.service->save(s.file, s.hash, args.node);
                         });
        QObject::connect(session.service.get(), &ExecApprovalsService::saved, session.service.get(),
                         [&](const core::ExecApprovalsSnapshot &s) {
                             out() << agent << ": " << (add ? "added " : "removed ") << pattern
                                   << " (hash " << s.hash.left(12) << ")" << Qt::endl;
                             session.finish(kExitOk);
                         });
        session.service->fetch(args.node);
    });
}

int runSet(const Args &args) {
    if (args.positional.size() != 2)
        return badInput(
            QStringLiteral("usage: toolgate-cli exec-approvals set FILE [--base-hash H]"));
    QFile f(args.positional.at(1));
    if (!f.open(QIODevice::ReadOnly))
        return badInput(QStringLiteral("%1: %2").arg(f.fileName(), f.errorString()));
    const QByteArray bytes = f.readAll();
    const Json json = Json::parse(bytes.constBegin(), bytes.constEnd(), nullptr, false);
    if (json.is_discarded())
        return badInput(QStringLiteral("%1: not valid JSON").arg(f.fileName()));
    auto file = core::execApprovalsFileFromJson(json);
    if (!file)
        return badInput(QStringLiteral("%1: %2").arg(f.fileName(), file.error().toString()));
    Session session(args);
    return session.run([&] {
        QObject::connect(session.service.get(), &ExecApprovalsService::loaded,
                         session.service.get(), [&](const core::ExecApprovalsSnapshot &s) {
                             // --base-hash: the hash FILE was made against, so a change made
                             // since then is refused instead of overwritten.
                             session.service->save(file.value(),
                                                   args.baseHash.isEmpty() ? s.hash : args.baseHash,
                                                   args.node);
                         });
        QObject::connect(session.service.get(), &ExecApprovalsService::saved, session.service.get(),
                         [&](const core::ExecApprovalsSnapshot &s) {
                             out() << "written (hash " << s.hash << ")" << Qt::endl;
                             session.finish(kExitOk);
                         });
        session.service->fetch(args.node);
    });
}

void printScope(const core::ExecPolicyScope &s) {
    out() << s.scopeLabel << "  (mode " << s.mode << " -> " << s.effectiveMode << ": " << s.modeNote
          << ")" << Qt::endl;
    auto field = [](const char *name, const core::ExecPolicyField &f) {
        out() << "  " << name << ": requested " << f.requested << " [" << f.requestedSource
              << "], host " << f.host << " [" << f.hostSource << "] => " << f.effective << " ("
              << f.note << ")" << Qt::endl;
    };
    field("security", s.security);
    field("ask", s.ask);
    out() << "  askFallback: " << s.askFallback << " [" << s.askFallbackSource << "]" << Qt::endl;
    out() << "  decisions: " << s.allowedDecisions.join(QStringLiteral(", ")) << Qt::endl;
}

int runEffective(const Args &args) {
    Session session(args);
    std::optional<core::ExecApprovalsSnapshot> snapshot;
    std::optional<Json> config;
    auto report = [&] {
        if (!snapshot || !config)
            return;
        const std::vector<core::ExecPolicyScope> all =
            core::collectExecPolicyScopes(*config, snapshot->file, snapshot->path);
        QStringList known;
        for (const core::ExecPolicyScope &s : all)
            if (!s.agentId.isEmpty() && !known.contains(s.agentId))
                known << s.agentId;
        if (args.agentGiven && !known.contains(args.agent)) {
            session.fail(unknownAgent(args.agent, known));
            return;
        }
        Json scopes = Json::array();
        for (const core::ExecPolicyScope &s : all) {
            if (args.agentGiven && s.agentId != args.agent)
                continue;
            if (args.json)
                scopes.push_back(core::toJson(s));
            else
                printScope(s);
        }
        if (args.json)
            printJson(Json{{"scopes", scopes}});
        session.finish(kExitOk);
    };
    return session.run([&] {
        QObject::connect(session.service.get(), &ExecApprovalsService::loaded,
                         session.service.get(), [&](const core::ExecApprovalsSnapshot &s) {
                             snapshot = s;
                             report();
                         });
        // The config as the gateway resolved it (config.get's `config` view).
        gateway::GatewayReply *reply = session.client()->request(QStringLiteral("config.get"));
        QObject::connect(reply, &gateway::GatewayReply::finished, reply, [&, reply] {
            if (!reply->isOk()) {
                session.fail(QStringLiteral("config.get failed: ") + reply->error().toString());
                return;
            }
            config = reply->payload().value("config", Json::object());
            report();
        });
        session.service->fetch(args.node);
    });
}

int runGrants(const Args &args) {
    const bool list = args.positional.size() == 2 && args.positional.at(1) == QLatin1String("list");
    const bool revoke =
        args.positional.size() == 3 && args.positional.at(1) == QLatin1String("revoke");
    if (!list && !revoke)
        return badInput(
            QStringLiteral("usage: toolgate-cli exec-approvals grants list [--json] | revoke ID"));
    Session session(args);
    return session.run([&] {
        QObject::connect(session.service.get(), &ExecApprovalsService::grantsLoaded,
                         session.service.get(),
                         [&](const std::vector<core::StandingGrant> &grants) {
                             const qint64 now = QDateTime::currentMSecsSinceEpoch();
                             Json rows = Json::array();
                             for (const core::StandingGrant &g : grants) {
                                 if (args.json)
                                     rows.push_back(core::toJson(g));
                                 else
                                     out() << g.grantId << "  " << g.automation() << "  "
                                           << g.command << "  uses " << g.useCount << "  "
                                           << g.state(now) << Qt::endl;
                             }
                             if (args.json)
                                 printJson(Json{{"grants", rows}});
                             else if (grants.empty())
                                 out() << "no standing grants" << Qt::endl;
                             session.finish(kExitOk);
                         });
        QObject::connect(session.service.get(), &ExecApprovalsService::grantRevoked,
                         session.service.get(), [&](const QString &id, const QString &outcome) {
                             out() << id << ": " << outcome << Qt::endl;
                             session.finish(outcome == QLatin1String("not-found") ? kExitFailed
                                                                                  : kExitOk);
                         });
        if (list)
            session.service->fetchGrants();
        else
            session.service->revokeGrant(args.positional.at(2));
    });
}

} // namespace

int runExecApprovalsCommand(const QStringList &args) {
    Args a;
    if (const auto exit = parseArgs(args, a))
        return *exit;
    const QString sub = a.positional.value(0);
    if (sub == QLatin1String("get"))
        return runGet(a);
    if (sub == QLatin1String("allowlist"))
        return runAllowlist(a);
    if (sub == QLatin1String("set"))
        return runSet(a);
    if (sub == QLatin1String("effective"))
        return runEffective(a);
    if (sub == QLatin1String("grants"))
        return runGrants(a);
    return badInput(usageLine());
}

} // namespace toolgate::cli
