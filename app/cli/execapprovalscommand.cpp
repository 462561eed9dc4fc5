// SPDX-License-Identifier: MIT
// `toolgate-cli exec-approvals get [--agent A] [--json] | allowlist add|remove [--agent A|*]
// PATTERN | set FILE [--base-hash H] | effective [--agent A] [--json] | grants list [--json] |
// grants revoke ID`, all with --url --token [--node ID] (the gateway's exec-approvals document).
#include "clicommon.h"
#include "connectdeadline.h"

#include "approvals/allowlistbreadth.h"
#include "approvals/execpolicy.h"
#include "gateway/execapprovalsservice.h"
#include "gateway/gatewayclient.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QStandardPaths>
#include <QTimer>

namespace toolgate::cli {

namespace {

using core::Json;
using gateway::ConnectionState;
using gateway::ExecApprovalsService;
using gateway::GatewayClient;

constexpr int kExitFailed = 1;
const QString kName = QStringLiteral("toolgate-cli exec-approvals");

struct Args {
    QStringList positional;
    QString url = QStringLiteral("ws://127.0.0.1:18789/");
    QString token;
    gateway::TransportSettings transport;
    QString identity;
    QString agent;
    bool agentGiven = false;
    QString node;
    QString baseHash;
    bool json = false;
    int connectTimeoutMs = 10000;
};

QString usageLine() {
    return QStringLiteral("usage: toolgate-cli exec-approvals get [--agent A] [--json] | "
                          "allowlist add|remove [--agent A|*] PATTERN | set FILE [--base-hash H] "
                          "| effective [--agent A] [--json] | grants list [--json] | grants "
                          "revoke ID  (--url URL --token TOKEN [--node ID] [--timeout MS])");
}

QString parseArgs(const QStringList &args, Args &a) {
    a.token = qEnvironmentVariable("OPENCLAW_GATEWAY_TOKEN");
    if (qEnvironmentVariableIsSet("OPENCLAW_GATEWAY_URL"))
        a.url = qEnvironmentVariable("OPENCLAW_GATEWAY_URL");
    for (int i = 0; i < args.size(); ++i) {
        const QString &arg = args.at(i);
        auto value = [&](QString &target) {
            if (i + 1 >= args.size())
                return false;
            target = args.at(++i);
            return true;
        };
        bool ok = true;
        if (arg == QLatin1String("--url")) {
            ok = value(a.url);
        } else if (arg == QLatin1String("--token")) {
            ok = value(a.token);
        } else if (arg == QLatin1String("--identity")) {
            ok = value(a.identity);
        } else if (arg == QLatin1String("--agent")) {
            ok = value(a.agent);
            a.agentGiven = true;
        } else if (arg == QLatin1String("--node")) {
            ok = value(a.node);
        } else if (arg == QLatin1String("--base-hash")) {
            ok = value(a.baseHash);
        } else if (arg == QLatin1String("--allow-insecure-ws")) {
            a.transport.allowInsecure = true;
        } else if (arg == QLatin1String("--tls-fingerprint")) {
            QString pin;
            ok = value(pin);
            auto parsed = gateway::TlsFingerprint::parse(pin);
            if (ok && !parsed)
                return kName + QStringLiteral(": --tls-fingerprint: ") + parsed.error().message;
            if (ok)
                a.transport.pin = parsed.value();
        } else if (arg == QLatin1String("--json")) {
            a.json = true;
        } else if (arg == QLatin1String("--timeout")) {
            QString number;
            ok = value(number);
            a.connectTimeoutMs = number.toInt(&ok);
            ok = ok && a.connectTimeoutMs > 0;
        } else if (arg.startsWith(QLatin1String("--"))) {
            return kName + QStringLiteral(": unknown option ") + arg;
        } else {
            a.positional.append(arg);
        }
        if (!ok)
            return kName + QStringLiteral(": %1 needs a valid value").arg(arg);
    }
    const QUrl url(a.url);
    if (!url.isValid() ||
        (url.scheme() != QLatin1String("ws") && url.scheme() != QLatin1String("wss")))
        return kName + QStringLiteral(": --url must be a ws:// or wss:// URL");
    if (a.identity.isEmpty())
        a.identity = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                     QStringLiteral("/device-identity.json");
    return {};
}

// A connection that runs `onConnected` once and exits with the code given to finish()/fail().
class Session {
public:
    explicit Session(const Args &args)
        : m_args(args) {
        gateway::GatewayOptions o;
        o.url = QUrl(args.url);
        o.token = args.token;
        o.transport = args.transport;
        o.identityPath = args.identity;
        o.displayName = QStringLiteral("Toolgate CLI");
        o.userAgent = QStringLiteral("toolgate-cli/0.1.0");
        m_client = std::make_unique<GatewayClient>(o);
        service = std::make_unique<ExecApprovalsService>(m_client.get());
        QObject::connect(
            service.get(), &ExecApprovalsService::requestFailed, service.get(),
            [this](const QString &method, const core::Error &e) {
                if (e.code == QLatin1String("EXEC_APPROVALS_CONFLICT"))
                    fail(QStringLiteral("conflict: the document changed on the "
                                        "gateway since it was read; nothing was "
                                        "written (%1)")
                             .arg(e.message));
                else
                    fail(QStringLiteral("%1 failed: %2 %3").arg(method, e.code, e.message));
            });
        QObject::connect(m_client.get(), &GatewayClient::statusChanged, m_client.get(),
                         [this](const gateway::ConnectionStatus &status) {
                             if (status.state == ConnectionState::Failed)
                                 fail(status.message);
                         });
        m_deadline =
            std::make_unique<ConnectDeadline>(m_client.get(), m_args.url, m_args.connectTimeoutMs,
                                              [this](const QString &line) { fail(line); });
    }

    int run(std::function<void()> onConnected) {
        QObject::connect(m_client.get(), &GatewayClient::connected, m_client.get(),
                         [this, onConnected] {
                             if (!m_started) {
                                 m_started = true;
                                 onConnected();
                             }
                         });
        m_deadline->start();
        m_client->start();
        const int code = QCoreApplication::exec();
        m_client->stop();
        return m_exitCode >= 0 ? m_exitCode : code;
    }
    void finish(int code) {
        if (m_exitCode >= 0)
            return;
        m_exitCode = code;
        QTimer::singleShot(0, qApp, [code] { QCoreApplication::exit(code); });
    }
    void fail(const QString &message) {
        if (m_exitCode < 0)
            err() << kName << ": " << message << Qt::endl;
        finish(kExitFailed);
    }

    std::unique_ptr<ExecApprovalsService> service;
    GatewayClient *client() { return m_client.get(); }

private:
    const Args &m_args;
    std::unique_ptr<GatewayClient> m_client;
    std::unique_ptr<ConnectDeadline> m_deadline;
    bool m_started = false;
    int m_exitCode = -1;
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

int runGet(const Args &args) {
    Session session(args);
    return session.run([&] {
        QObject::connect(
            session.service.get(), &ExecApprovalsService::loaded, session.service.get(),
            [&](const core::ExecApprovalsSnapshot &s) {
                const core::ExecApprovalsAgent *agent =
                    args.agentGiven ? s.file.agent(args.agent) : nullptr;
                if (args.agentGiven && !agent) {
                    session.fail(QStringLiteral("no agent \"%1\" in the document").arg(args.agent));
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
        Json scopes = Json::array();
        bool any = false;
        for (const core::ExecPolicyScope &s :
             core::collectExecPolicyScopes(*config, snapshot->file, snapshot->path)) {
            if (args.agentGiven && s.agentId != args.agent)
                continue;
            any = true;
            if (args.json)
                scopes.push_back(core::toJson(s));
            else
                printScope(s);
        }
        if (args.json)
            printJson(Json{{"scopes", scopes}});
        if (!any && args.agentGiven) {
            session.fail(QStringLiteral("no scope for agent \"%1\"").arg(args.agent));
            return;
        }
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
    if (const QString problem = parseArgs(args, a); !problem.isEmpty())
        return badInput(problem);
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
