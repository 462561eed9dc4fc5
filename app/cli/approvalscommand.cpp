// SPDX-License-Identifier: MIT
// `toolgate-cli approvals pending | resolve ID DECISION | watch [--decide D] | history [--csv]`,
// each with --json; resolve on a request that is no longer pending exits kExitAlreadyResolved.
#include "clicommon.h"

#include "cliparser.h"
#include "gatewaysession.h"
#include "util/errorcode.h"

#include "approvals/approvalhistory.h"
#include "approvals/gatewayhistory.h"
#include "gateway/approvalservice.h"
#include "gateway/gatewayclient.h"
#include "util/gatewayurl.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QStandardPaths>

#include <nlohmann/json.hpp>

#include <memory>
#include <optional>

namespace toolgate::cli {

namespace {

using core::ApprovalEntry;
using core::ApprovalState;
using gateway::ApprovalService;
using Json = nlohmann::ordered_json;

constexpr int kExitFailed = 1;

const QStringList kDecisions = core::approvalDecisionNames();

struct Args {
    QString sub;
    QStringList positional;
    GatewayArgs gateway;
    QString db;
    QString decide;
    bool json = false;
    bool csv = false;
    int limit = 0;
    core::HistoryFilter filter;
};

QString defaultDataDir() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

// Each subcommand's options; returns the exit code to end with when the command must not run.
std::optional<int> parseArgs(const QStringList &argv, Args &a) {
    a.sub = argv.value(0);
    const QStringList subs{QStringLiteral("pending"), QStringLiteral("resolve"),
                           QStringLiteral("watch"), QStringLiteral("history")};
    if (!subs.contains(a.sub))
        return badInput(
            argv.isEmpty()
                ? QStringLiteral("usage: toolgate-cli approvals pending|resolve ID DECISION|watch "
                                 "[--decide D]|history [--csv] [--json]  (--help after one for "
                                 "its options)")
                : QStringLiteral("toolgate-cli approvals: unknown subcommand %1 (pending, "
                                 "resolve, watch, history)")
                      .arg(a.sub));
    const bool history = a.sub == QLatin1String("history");
    const bool watch = a.sub == QLatin1String("watch");
    CliParser p(QStringLiteral("approvals ") + a.sub,
                history ? QStringLiteral("Searches the approval history this machine shares with "
                                         "the console.")
                        : QStringLiteral("Reads or answers the gateway's approval requests."));
    p.addFlag(QStringLiteral("json"), QStringLiteral("One JSON object per line."));
    p.addValue(QStringLiteral("db"), QStringLiteral("FILE"),
               QStringLiteral("The history file (default: the console's)."));
    if (history) {
        p.addValue(QStringLiteral("url"), QStringLiteral("URL"),
                   QStringLiteral("Only approvals from this gateway."));
        p.addFlag(QStringLiteral("csv"), QStringLiteral("CSV with ISO-8601 UTC times."));
        for (const char *filter : {"search", "kind", "agent", "session", "decision", "state"})
            p.addValue(QString::fromLatin1(filter), QStringLiteral("TEXT"),
                       QStringLiteral("Only rows whose %1 matches.").arg(QLatin1String(filter)));
    } else {
        p.addGatewayOptions();
    }
    if (watch)
        p.addValue(QStringLiteral("decide"), QStringLiteral("DECISION"),
                   QStringLiteral("Answer every new request with DECISION."));
    if (watch || history)
        p.addValue(QStringLiteral("limit"), QStringLiteral("N"),
                   QStringLiteral("Stop after N requests (watch) or rows (history)."));
    if (a.sub == QLatin1String("resolve")) {
        p.addPositional(QStringLiteral("ID"), QStringLiteral("The approval (or a unique prefix)."));
        p.addPositional(QStringLiteral("DECISION"), kDecisions.join(QStringLiteral(", ")));
    }
    if (const auto exit = p.parse(argv.mid(1)))
        return exit;
    a.positional = p.positional();
    a.json = p.isSet(QStringLiteral("json"));
    a.csv = history && p.isSet(QStringLiteral("csv"));
    a.db = p.value(QStringLiteral("db"));
    if (watch || history) {
        const std::optional<int> limit = p.number(QStringLiteral("limit"), 0);
        if (!limit)
            return kExitBadInput;
        a.limit = *limit;
    }
    if (history) {
        if (p.isSet(QStringLiteral("url")))
            a.filter.gateway = core::canonicalGatewayUrl(p.value(QStringLiteral("url")));
        a.filter.text = p.value(QStringLiteral("search"));
        a.filter.kind = p.value(QStringLiteral("kind"));
        a.filter.agent = p.value(QStringLiteral("agent"));
        a.filter.session = p.value(QStringLiteral("session"));
        a.filter.decision = p.value(QStringLiteral("decision"));
        a.filter.state = p.value(QStringLiteral("state"));
        return std::nullopt;
    }
    a.decide = watch ? p.value(QStringLiteral("decide")) : QString();
    if (!a.decide.isEmpty() && !kDecisions.contains(a.decide))
        return p.fail(QStringLiteral("--decide must be one of %1")
                          .arg(kDecisions.join(QStringLiteral(", "))));
    auto gatewayArgs = p.gatewayArgs();
    if (!gatewayArgs)
        return kExitBadInput;
    a.gateway = *gatewayArgs;
    return std::nullopt;
}

Json stringList(const QStringList &list) {
    Json array = Json::array();
    for (const QString &s : list)
        array.push_back(s.toStdString());
    return array;
}

void printLine(const Json &object) {
    out() << QString::fromStdString(object.dump()) << Qt::endl;
}

// The JSON line for a decision the gateway answered (`--json`).
Json decidedEvent(const QString &id, const QString &decision, bool ok, const QString &error) {
    Json event{{"event", "decided"},
               {"id", id.toStdString()},
               {"decision", decision.toStdString()},
               {"ok", ok}};
    if (!ok)
        event["error"] = error.toStdString();
    return event;
}

Json approvalJson(const char *event, const ApprovalEntry &e) {
    const core::ApprovalRequest &r = e.request;
    Json j{{"event", event},
           {"id", r.id.toStdString()},
           {"kind", core::approvalKindName(r.kind).toStdString()}};
    j["text"] = r.displayText().toStdString();
    if (!r.agentId.isEmpty())
        j["agent"] = r.agentId.toStdString();
    if (!r.sessionKey.isEmpty())
        j["session"] = r.sessionKey.toStdString();
    if (!r.cwd.isEmpty())
        j["cwd"] = r.cwd.toStdString();
    if (!r.severity.isEmpty())
        j["severity"] = r.severity.toStdString();
    j["allowedDecisions"] = stringList(r.allowedDecisions);
    j["expiresAtMs"] = r.expiresAtMs;
    return j;
}

QString approvalText(const ApprovalEntry &e) {
    const core::ApprovalRequest &r = e.request;
    const qint64 left = (r.expiresAtMs - QDateTime::currentMSecsSinceEpoch()) / 1000;
    return QStringLiteral("%1  %2  %3  %4  [%5]  expires in %6 s")
        .arg(r.id, core::approvalKindName(r.kind),
             r.agentId.isEmpty() ? QStringLiteral("-") : r.agentId, r.displayText(),
             r.allowedDecisions.join(QLatin1Char('|')))
        .arg(std::max<qint64>(left, 0));
}

// The history named by --db, else the one the console shares (importing the CLI's old file once).
core::Result<std::unique_ptr<core::ApprovalHistory>> openHistory(const Args &args) {
    return args.db.isEmpty() ? core::ApprovalHistory::openShared(defaultDataDir())
                             : core::ApprovalHistory::open(args.db);
}

// One connected session: client + approval service + history, and the command's logic on top.
class Session : public GatewaySession {
public:
    explicit Session(const Args &args)
        : GatewaySession(QStringLiteral("toolgate-cli approvals"), args.gateway)
        , m_service(std::make_unique<ApprovalService>(client())) {
        setReportRetries(args.sub == QLatin1String("watch"));
        auto history = openHistory(args);
        if (history) {
            m_history = std::move(history.value());
            m_service->setHistory(m_history.get());
        } else {
            err() << "toolgate-cli approvals: history not recorded: " << history.error().toString()
                  << Qt::endl;
        }
    }

    ApprovalService *service() { return m_service.get(); }
    core::ApprovalHistory *history() { return m_history.get(); }

private:
    std::unique_ptr<ApprovalService> m_service;
    std::unique_ptr<core::ApprovalHistory> m_history;
};

int runPending(const Args &args) {
    Session session(args);
    ApprovalService *service = session.service();
    QObject::connect(service, &ApprovalService::synced, service, [&session, service, &args] {
        for (const ApprovalEntry *e : service->pending()) {
            if (args.json)
                printLine(approvalJson("pending", *e));
            else
                out() << approvalText(*e) << Qt::endl;
        }
        if (!args.json && service->pending().empty())
            out() << "no pending approvals" << Qt::endl;
        session.finish(kExitOk);
    });
    QObject::connect(service, &ApprovalService::syncFailed, service,
                     [&session](const QString &error) { session.fail(error); });
    return session.run();
}

// What became of a request that is no longer pending, and who says so.
struct Settled {
    QString source; // "gateway" (its approval.history) or "history" (the shared local file)
    QString state;
    QString decision;
    QString resolvedBy;
    QString reason;
};

std::optional<Settled> settledFromGateway(const std::optional<core::GatewayHistoryItem> &item) {
    if (!item)
        return std::nullopt;
    const core::GoneVerdict verdict = core::verdictFromGatewayHistory(*item);
    return Settled{QStringLiteral("gateway"), core::approvalStateName(verdict.state),
                   verdict.decision, verdict.resolvedBy, verdict.reason};
}

std::optional<Settled> settledFromHistory(core::ApprovalHistory *history, const QString &id) {
    if (!history)
        return std::nullopt;
    core::HistoryFilter filter;
    filter.text = id;
    const auto records = history->search(filter);
    if (!records)
        return std::nullopt;
    for (const core::HistoryRecord &r : records.value()) {
        if (r.id == id)
            return Settled{QStringLiteral("history"), r.state, r.decision, r.resolvedBy, r.reason};
    }
    return std::nullopt;
}

// "already resolved (by DEVICE: allow-once)", or the state and reason when nobody decided.
QString alreadyResolvedText(const Settled &s) {
    if (!s.decision.isEmpty()) {
        QString by = s.resolvedBy;
        if (by.isEmpty())
            by = s.state == QLatin1String("resolved-here") ? QStringLiteral("this console")
                                                           : QStringLiteral("the gateway");
        return QStringLiteral("already resolved (by %1: %2)").arg(by, s.decision);
    }
    // A local row still "pending": this machine never learnt the outcome.
    const bool known = !s.state.isEmpty() && s.state != QLatin1String("pending") &&
                       s.state != QLatin1String("resolving");
    return QStringLiteral("already resolved (%1%2)")
        .arg(known ? s.state : QStringLiteral("no longer listed; outcome unknown"),
             s.reason.isEmpty() || !known ? QString() : QStringLiteral(", ") + s.reason);
}

int runResolve(const Args &args) {
    if (args.positional.size() != 2)
        return badInput(QStringLiteral("usage: toolgate-cli approvals resolve ID DECISION"));
    const QString id = args.positional.at(0);
    const QString decision = args.positional.at(1);
    if (!kDecisions.contains(decision))
        return badInput(QStringLiteral("toolgate-cli approvals: DECISION must be one of %1")
                            .arg(kDecisions.join(QStringLiteral(", "))));
    Session session(args);
    ApprovalService *service = session.service();
    const auto failed = [&](const QString &code, const QString &message, const Json &extra,
                            int exitCode = kExitFailed) {
        if (args.json) {
            Json line{{"event", "decided"},
                      {"id", id.toStdString()},
                      {"decision", decision.toStdString()},
                      {"ok", false},
                      {"error", code.toStdString()}};
            if (!extra.is_null())
                line["resolution"] = extra;
            printLine(line);
        }
        session.fail(QStringLiteral("%1: %2").arg(id, message), exitCode);
    };
    // Not pending (never listed, or the gateway said so): ask the gateway's history, then ours.
    const auto explain = [&](const QString &notFoundMessage) {
        service->findInGatewayHistory(id, [&, notFoundMessage](const auto &item) {
            std::optional<Settled> settled = settledFromGateway(item);
            if (!settled)
                settled = settledFromHistory(session.history(), id);
            if (!settled) {
                failed(errorCodeText(core::ErrorCode::ApprovalNotFound), notFoundMessage, Json());
                return;
            }
            const Json resolution{
                {"source", settled->source.toStdString()},
                {"state", settled->state.toStdString()},
                {"decision",
                 settled->decision.isEmpty() ? Json() : Json(settled->decision.toStdString())},
                {"resolvedBy",
                 settled->resolvedBy.isEmpty() ? Json() : Json(settled->resolvedBy.toStdString())},
                {"reason",
                 settled->reason.isEmpty() ? Json() : Json(settled->reason.toStdString())}};
            failed(errorCodeText(core::ErrorCode::ApprovalAlreadyResolved),
                   alreadyResolvedText(*settled), resolution, kExitAlreadyResolved);
        });
    };
    bool sent = false;
    QObject::connect(service, &ApprovalService::synced, service, [&] {
        if (sent)
            return;
        sent = true;
        const auto begun = service->decide(id, decision);
        if (begun)
            return;
        if (core::errorCodeOf(begun.error()) == core::ErrorCode::ApprovalNotFound ||
            core::errorCodeOf(begun.error()) == core::ErrorCode::ApprovalNotPending)
            explain(QStringLiteral("no pending approval with this id, and neither the gateway "
                                   "nor the history knows it"));
        else
            failed(begun.error().code, begun.error().message, Json());
    });
    QObject::connect(service, &ApprovalService::syncFailed, service,
                     [&session](const QString &error) { session.fail(error); });
    QObject::connect(
        service, &ApprovalService::decisionFinished, service,
        [&](const QString &decidedId, const QString &d, bool ok, const QString &error) {
            if (decidedId != id)
                return;
            if (ok) {
                if (args.json)
                    printLine(decidedEvent(id, d, ok, error));
                else
                    out() << id << ": " << d << " accepted" << Qt::endl;
                session.finish(kExitOk);
                return;
            }
            // Someone else got there first (or it vanished) between the list and our resolve.
            const ApprovalEntry *e = service->entry(id);
            if (e && core::isTerminal(e->state))
                explain(error);
            else
                failed(errorCodeText(core::ErrorCode::ApprovalResolveFailed), error, Json());
        });
    return session.run();
}

int runWatch(const Args &args) {
    Session session(args);
    ApprovalService *service = session.service();
    int seen = 0;
    int settled = 0;
    auto maybeDone = [&] {
        if (args.limit > 0 && settled >= args.limit)
            session.finish(kExitOk);
    };
    QObject::connect(service, &ApprovalService::synced, service, [&args](int pending) {
        err() << "toolgate-cli approvals: watching " << args.gateway.url << " (" << pending
              << " pending)" << Qt::endl;
    });
    QObject::connect(service, &ApprovalService::approvalAdded, service, [&](const QString &id) {
        const ApprovalEntry *e = service->entry(id);
        if (!e || e->state != ApprovalState::Pending)
            return;
        if (args.limit > 0 && seen >= args.limit)
            return;
        ++seen;
        if (args.json)
            printLine(approvalJson("requested", *e));
        else
            out() << "requested " << approvalText(*e) << Qt::endl;
        if (args.decide.isEmpty()) {
            ++settled;
            maybeDone();
            return;
        }
        const auto begun = service->decide(id, args.decide);
        if (!begun) {
            if (args.json)
                printLine(Json{{"event", "decided"},
                               {"id", id.toStdString()},
                               {"decision", args.decide.toStdString()},
                               {"ok", false},
                               {"error", begun.error().code.toStdString()}});
            else
                out() << "decided " << id << " " << args.decide
                      << " refused: " << begun.error().message << Qt::endl;
            ++settled;
            maybeDone();
        }
    });
    QObject::connect(service, &ApprovalService::decisionFinished, service,
                     [&](const QString &id, const QString &d, bool ok, const QString &error) {
                         if (args.json) {
                             printLine(decidedEvent(id, d, ok, error));
                         } else {
                             out() << "decided " << id << " " << d << (ok ? " ok" : " failed: ")
                                   << (ok ? QString() : error) << Qt::endl;
                         }
                         ++settled;
                         maybeDone();
                     });
    QObject::connect(
        service, &ApprovalService::approvalChanged, service,
        [&](const QString &id, ApprovalState from, ApprovalState to) {
            if (from == to || !core::isTerminal(to) || to == ApprovalState::ResolvedHere)
                return;
            const ApprovalEntry *e = service->entry(id);
            if (to == ApprovalState::Gone) {
                // Not a decision: the request left the gateway with nobody deciding it.
                if (args.json)
                    printLine(Json{{"event", "gone"},
                                   {"id", id.toStdString()},
                                   {"reason", e->reason.toStdString()}});
                else
                    out() << "gone " << id << " " << e->reason << Qt::endl;
                return;
            }
            if (args.json) {
                Json j{{"event", "resolved"},
                       {"id", id.toStdString()},
                       {"state", core::approvalStateName(to).toStdString()}};
                j["decision"] = e->decision.isEmpty() ? Json() : Json(e->decision.toStdString());
                j["resolvedBy"] =
                    e->resolvedBy.isEmpty() ? Json() : Json(e->resolvedBy.toStdString());
                printLine(j);
            } else {
                out() << "resolved " << id << " " << core::approvalStateName(to) << " "
                      << (e->resolvedBy.isEmpty() ? QStringLiteral("(system)") : e->resolvedBy)
                      << Qt::endl;
            }
        });
    return session.run();
}

int runHistory(const Args &args) {
    auto history = openHistory(args);
    if (!history)
        return badInput(
            QStringLiteral("toolgate-cli approvals history: %1").arg(history.error().toString()));
    core::HistoryFilter filter = args.filter;
    filter.limit = args.limit;
    const auto records = history.value()->search(filter);
    if (!records)
        return badInput(
            QStringLiteral("toolgate-cli approvals history: %1").arg(records.error().toString()));
    if (args.csv) {
        out() << QString::fromUtf8(core::ApprovalHistory::toCsv(records.value())) << Qt::flush;
        return kExitOk;
    }
    for (const core::HistoryRecord &r : records.value()) {
        if (args.json) {
            printLine(Json{
                {"id", r.id.toStdString()},
                {"gateway", r.gateway.toStdString()},
                {"kind", r.kind.toStdString()},
                {"text", r.text.toStdString()},
                {"agent", r.agent.toStdString()},
                {"session", r.session.toStdString()},
                {"state", r.state.toStdString()},
                {"decision", r.decision.toStdString()},
                {"resolvedBy", r.resolvedBy.isEmpty() ? Json() : Json(r.resolvedBy.toStdString())},
                {"reason", r.reason.toStdString()},
                {"grantExpiresInDays",
                 r.grantExpiresInDays > 0 ? Json(r.grantExpiresInDays) : Json()},
                {"requestedAtMs", r.requestedAtMs},
                {"expiresAtMs", r.expiresAtMs},
                {"decidedAtMs", r.decidedAtMs}});
        } else {
            out() << QDateTime::fromMSecsSinceEpoch(r.requestedAtMs).toString(Qt::ISODate) << "  "
                  << r.id << "  " << r.kind << "  " << r.state << "  "
                  << (r.decision.isEmpty() ? QStringLiteral("-") : r.decision) << "  "
                  << (r.resolvedBy.isEmpty() ? QStringLiteral("-") : r.resolvedBy) << "  "
                  << (r.reason.isEmpty() ? QStringLiteral("-") : r.reason) << "  " << r.text
                  << Qt::endl;
        }
    }
    return kExitOk;
}

} // namespace

int runApprovalsCommand(const QStringList &argv) {
    Args args;
    if (const auto exit = parseArgs(argv, args))
        return *exit;
    if (args.sub == QLatin1String("pending"))
        return runPending(args);
    if (args.sub == QLatin1String("resolve"))
        return runResolve(args);
    if (args.sub == QLatin1String("watch"))
        return runWatch(args);
    return runHistory(args);
}

} // namespace toolgate::cli
