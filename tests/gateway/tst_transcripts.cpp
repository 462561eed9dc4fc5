// SPDX-License-Identifier: MIT
// Replays the frames captured from a real OpenClaw 2026.9.6 gateway through the parsers.
#include "failonwarning.h"
#include "testutils.h"

#include "approvals/approvaljson.h"
#include "catalog/toolcatalog.h"
#include "gateway/catalogtools.h"
#include "gateway/connectparams.h"
#include "gateway/deviceauth.h"
#include "gateway/deviceidentity.h"
#include "gateway/frame.h"
#include "gateway/toolevent.h"

#include <QCryptographicHash>
#include <QTest>

using namespace toolgate::gateway;
using toolgate::core::ApprovalKind;
using toolgate::core::Json;

namespace {

struct Line {
    QString conn;
    QString dir;
    Json frame;
};

QList<Line> readTranscript(const QString &name) {
    QList<Line> lines;
    const QByteArray bytes =
        toolgate::test::readAll(toolgate::test::dataPath(QStringLiteral("transcripts/") + name));
    for (const QByteArray &raw : bytes.split('\n')) {
        if (raw.trimmed().isEmpty())
            continue;
        const Json j = Json::parse(raw.constBegin(), raw.constEnd(), nullptr, false);
        if (!j.is_object())
            continue;
        lines.append({QString::fromStdString(j.value("conn", std::string())),
                      QString::fromStdString(j.value("dir", std::string())),
                      j.value("frame", Json())});
    }
    return lines;
}

QList<Frame> consoleEvents(const QString &name, const QString &event) {
    QList<Frame> frames;
    for (const Line &line : readTranscript(name)) {
        if (line.dir != QLatin1String("recv") || !line.conn.startsWith(QLatin1String("console")))
            continue;
        const auto parsed = parseFrame(QByteArray::fromStdString(line.frame.dump()));
        if (parsed.frame && parsed.frame->type == Frame::Type::Event &&
            parsed.frame->event == event)
            frames.append(*parsed.frame);
    }
    return frames;
}

QString str(const Json &j, const char *key) {
    return toolgate::core::jsonString(j, key);
}

} // namespace

class TestTranscripts : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void everyFrameParses_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("minimumFrames");
        QTest::newRow("approval-roundtrip") << QStringLiteral("approval-roundtrip.jsonl") << 90;
        QTest::newRow("agent-run-allow") << QStringLiteral("agent-run-allow.jsonl") << 60;
        QTest::newRow("agent-run-deny") << QStringLiteral("agent-run-deny.jsonl") << 60;
    }
    void everyFrameParses() {
        QFETCH(QString, file);
        QFETCH(int, minimumFrames);
        int parsed = 0;
        for (const Line &line : readTranscript(file)) {
            if (line.dir == QLatin1String("note"))
                continue;
            const QByteArray text = QByteArray::fromStdString(line.frame.dump());
            const FrameParseResult result = parseFrame(text);
            QVERIFY2(result.frame, qPrintable(result.problem + QStringLiteral(": ") +
                                              QString::fromUtf8(text.left(200))));
            const QString type = str(line.frame, "type");
            const Frame::Type expected = type == QLatin1String("req")   ? Frame::Type::Request
                                         : type == QLatin1String("res") ? Frame::Type::Response
                                                                        : Frame::Type::Event;
            QCOMPARE(result.frame->type, expected);
            if (expected == Frame::Type::Response && !result.frame->ok)
                QVERIFY(!result.frame->error.code.isEmpty());
            ++parsed;
        }
        QVERIFY2(parsed >= minimumFrames, qPrintable(QString::number(parsed)));
    }

    // The shared gateway token was replaced in the published captures, so only connects signed with
    // a device token (kept verbatim) can be checked byte for byte.
    void capturedConnectSignaturesVerify() {
        int verified = 0;
        for (const Line &line : readTranscript(QStringLiteral("approval-roundtrip.jsonl"))) {
            if (line.dir != QLatin1String("send") ||
                str(line.frame, "method") != QLatin1String("connect"))
                continue;
            const Json p = line.frame["params"];
            if (!p.contains("device") || !p["auth"].contains("deviceToken"))
                continue;
            const Json &d = p["device"];
            const Json &c = p["client"];
            const QByteArray publicKey = deviceauth::fromBase64Url(str(d, "publicKey").toLatin1());
            QCOMPARE(str(d, "id"),
                     QString::fromLatin1(
                         QCryptographicHash::hash(publicKey, QCryptographicHash::Sha256).toHex()));
            QStringList scopes;
            for (const Json &s : p["scopes"])
                scopes.append(QString::fromStdString(s.get<std::string>()));
            const QString token = str(p["auth"], "deviceToken");
            deviceauth::SignedFields fields;
            fields.deviceId = str(d, "id");
            fields.clientId = str(c, "id");
            fields.clientMode = str(c, "mode");
            fields.role = str(p, "role");
            fields.scopes = scopes;
            fields.signedAtMs = d["signedAt"].get<qint64>();
            fields.token = token;
            fields.nonce = str(d, "nonce");
            fields.platform = str(c, "platform");
            fields.deviceFamily = str(c, "deviceFamily");
            const QByteArray message = deviceauth::payloadV3(fields);
            QVERIFY2(deviceauth::verify(publicKey, message,
                                        deviceauth::fromBase64Url(str(d, "signature").toLatin1())),
                     message.constData());
            ++verified;
        }
        QVERIFY(verified >= 1);
    }

    void ourSignatureMatchesTheCapturedShape() {
        auto identity = DeviceIdentity::generate();
        QVERIFY(identity);
        GatewayOptions o;
        o.token = QStringLiteral("tok");
        auto params = buildConnectParams(o, &identity.value(), QString(), QStringLiteral("n-1"),
                                         1796038023850);
        QVERIFY(params);
        const Json &d = params.value()["device"];
        QCOMPARE(d["signedAt"].get<qint64>(), 1796038023850);
        QCOMPARE(str(d, "nonce"), QStringLiteral("n-1"));
        QCOMPARE(str(d, "publicKey").size(), 43); // base64url of 32 bytes, no padding
        const QByteArray expected =
            "v3|" + identity->deviceId().toLatin1() +
            "|openclaw-linux|ui|operator|operator.read,operator.write,operator.approvals,operator."
            "admin|1796038023850|tok|n-1|linux|desktop";
        QVERIFY(deviceauth::verify(identity->publicKey(), expected,
                                   deviceauth::fromBase64Url(str(d, "signature").toLatin1())));
    }

    void approvalEventsParse() {
        const auto requested = consoleEvents(QStringLiteral("approval-roundtrip.jsonl"),
                                             QStringLiteral("exec.approval.requested"));
        QCOMPARE(requested.size(), 3);
        auto first = toolgate::core::approvalFromJson(requested.at(0).payload, ApprovalKind::Exec);
        QVERIFY(first);
        QCOMPARE(first->id, QStringLiteral("e033fb97-c48b-48bc-88ff-3a3bec727498"));
        QCOMPARE(first->command, QStringLiteral("echo hello from ref"));
        QCOMPARE(first->commandArgv.size(), 4);
        QCOMPARE(first->cwd, QStringLiteral("/srv/oc"));
        QCOMPARE(first->host, QStringLiteral("gateway"));
        QCOMPARE(first->security, QStringLiteral("allowlist"));
        QCOMPARE(first->ask, QStringLiteral("on-miss"));
        QCOMPARE(first->agentId, QStringLiteral("main"));
        QCOMPARE(first->sessionKey, QStringLiteral("agent:main:main"));
        QCOMPARE(first->analysis.commandCount, 1);
        QCOMPARE(first->allowedDecisions,
                 (QStringList{QStringLiteral("allow-once"), QStringLiteral("allow-always"),
                              QStringLiteral("deny")}));
        QCOMPARE(first->expiresAtMs - first->createdAtMs, 120000);
        QVERIFY(first->allowsDecision(QStringLiteral("allow-always")));

        auto second = toolgate::core::approvalFromJson(requested.at(1).payload, ApprovalKind::Exec);
        QVERIFY(second);
        QCOMPARE(second->ask, QStringLiteral("always"));
        QVERIFY(!second->allowsDecision(QStringLiteral("allow-always")));
        QVERIFY(second->allowsDecision(QStringLiteral("deny")));

        const auto plugin = consoleEvents(QStringLiteral("approval-roundtrip.jsonl"),
                                          QStringLiteral("plugin.approval.requested"));
        QCOMPARE(plugin.size(), 1);
        auto p = toolgate::core::approvalFromJson(plugin.first().payload, ApprovalKind::Exec);
        QVERIFY(p);
        QCOMPARE(p->kind, ApprovalKind::Plugin);
        QVERIFY(p->id.startsWith(QLatin1String("plugin:")));
        QVERIFY(!p->title.isEmpty());
        QCOMPARE(p->displayText(), p->title);

        const auto resolved = consoleEvents(QStringLiteral("approval-roundtrip.jsonl"),
                                            QStringLiteral("exec.approval.resolved"));
        QCOMPARE(resolved.size(), 3);
        int bySystem = 0;
        for (const Frame &f : resolved) {
            auto r = toolgate::core::approvalResolutionFromJson(f.payload);
            QVERIFY(r);
            QVERIFY(!r->decision.isEmpty());
            bySystem += r->resolvedBySystem ? 1 : 0;
        }
        QCOMPARE(bySystem, 1); // the expired one: decision "deny", resolvedBy null

        const auto agent = consoleEvents(QStringLiteral("agent-run-allow.jsonl"),
                                         QStringLiteral("exec.approval.requested"));
        QCOMPARE(agent.size(), 1);
        auto fromAgent =
            toolgate::core::approvalFromJson(agent.first().payload, ApprovalKind::Exec);
        QVERIFY(fromAgent);
        QCOMPARE(fromAgent->toolCallId, QStringLiteral("call_mock_1"));
        QCOMPARE(fromAgent->resolvedPath, QStringLiteral("/usr/bin/echo"));
        QCOMPARE(fromAgent->turnSource.channel, QStringLiteral("webchat"));
        QVERIFY(!fromAgent->runId.isEmpty());
    }

    void listAnswerParses() {
        QString listId;
        for (const Line &line : readTranscript(QStringLiteral("approval-roundtrip.jsonl"))) {
            if (line.conn != QLatin1String("console"))
                continue;
            if (line.dir == QLatin1String("send") &&
                str(line.frame, "method") == QLatin1String("exec.approval.list"))
                listId = str(line.frame, "id");
            if (line.dir == QLatin1String("recv") && !listId.isEmpty() &&
                str(line.frame, "id") == listId) {
                int skipped = -1;
                const auto list = toolgate::core::approvalListFromJson(
                    line.frame["payload"], ApprovalKind::Exec, &skipped);
                QCOMPARE(skipped, 0);
                QCOMPARE(list.size(), size_t(1));
                QCOMPARE(list.front().command, QStringLiteral("echo hello from ref"));
                QCOMPARE(list.front().allowedDecisions.size(), 3);
                return;
            }
        }
        QFAIL("no exec.approval.list answer in the transcript");
    }

    // The real gateway's catalog lists its bundled plugins' tools (file-transfer, ollama, ...);
    // the console evaluates them beside every built-in core tool, each tool once.
    void catalogAnswerGivesPluginToolsWithTheirPlugin() {
        QString catalogId;
        for (const Line &line : readTranscript(QStringLiteral("approval-roundtrip.jsonl"))) {
            if (line.dir == QLatin1String("send") &&
                str(line.frame, "method") == QLatin1String("tools.catalog"))
                catalogId = str(line.frame, "id");
            if (line.dir != QLatin1String("recv") || catalogId.isEmpty() ||
                str(line.frame, "id") != catalogId)
                continue;
            const ToolsCatalog catalog = toolsCatalogFromJson(line.frame["payload"]);
            QCOMPARE(catalog.agentId, QStringLiteral("main"));
            QVERIFY(catalog.profiles.contains(QStringLiteral("coding")));
            QString dirFetchPlugin;
            for (const ToolsCatalogGroup &group : catalog.groups) {
                for (const ToolsCatalogEntry &tool : group.tools) {
                    if (tool.id == QLatin1String("dir_fetch"))
                        dirFetchPlugin = tool.pluginId;
                }
            }
            QCOMPARE(dirFetchPlugin, QStringLiteral("file-transfer"));

            const std::vector<toolgate::core::PolicyTool> tools = policyToolsFromCatalog(catalog);
            QHash<QString, QString> pluginOf;
            for (const toolgate::core::PolicyTool &tool : tools)
                pluginOf.insert(QString::fromStdString(tool.name),
                                QString::fromStdString(tool.pluginId));
            QCOMPARE(pluginOf.size(), int(tools.size())); // each tool once
            QCOMPARE(pluginOf.value(QStringLiteral("dir_fetch")), QStringLiteral("file-transfer"));
            QCOMPARE(pluginOf.value(QStringLiteral("node_inference")), QStringLiteral("ollama"));
            for (const toolgate::core::CatalogTool &core :
                 toolgate::core::ToolCatalog::builtin().tools()) {
                QVERIFY2(pluginOf.contains(QString::fromStdString(core.id)), core.id.c_str());
                QCOMPARE(pluginOf.value(QString::fromStdString(core.id)), QString());
            }
            QVERIFY(int(tools.size()) > int(toolgate::core::ToolCatalog::builtin().tools().size()));
            return;
        }
        QFAIL("no tools.catalog answer in the transcript");
    }

    void errorAnswersParse() {
        int alreadyResolved = 0;
        int allowAlwaysUnavailable = 0;
        int missingScope = 0;
        for (const Line &line : readTranscript(QStringLiteral("approval-roundtrip.jsonl"))) {
            const auto parsed = parseFrame(QByteArray::fromStdString(line.frame.dump()));
            if (!parsed.frame || parsed.frame->type != Frame::Type::Response || parsed.frame->ok)
                continue;
            const GatewayError &e = parsed.frame->error;
            alreadyResolved +=
                e.detailsReason == QLatin1String("APPROVAL_ALREADY_RESOLVED") ? 1 : 0;
            allowAlwaysUnavailable +=
                e.detailsReason == QLatin1String("APPROVAL_ALLOW_ALWAYS_UNAVAILABLE") ? 1 : 0;
            missingScope += e.code == QLatin1String("FORBIDDEN") &&
                                    e.detailsCode == QLatin1String("MISSING_SCOPE")
                                ? 1
                                : 0;
        }
        QCOMPARE(alreadyResolved, 2);
        QCOMPARE(allowAlwaysUnavailable, 1);
        QCOMPARE(missingScope, 1);
    }

    void toolEventsParse_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("isError");
        QTest::addColumn<QString>("resultText");
        QTest::newRow("allowed") << QStringLiteral("agent-run-allow.jsonl") << false
                                 << QStringLiteral("hello-from-agent");
        QTest::newRow("denied") << QStringLiteral("agent-run-deny.jsonl") << true
                                << QStringLiteral("Exec denied");
    }
    void toolEventsParse() {
        QFETCH(QString, file);
        QFETCH(bool, isError);
        QFETCH(QString, resultText);
        QStringList phases;
        for (const Frame &f : consoleEvents(file, QStringLiteral("agent"))) {
            auto event = toolEventFromJson(f.payload);
            if (!event) {
                QCOMPARE(event.error().code, QStringLiteral("NOT_A_TOOL_EVENT"));
                continue;
            }
            QCOMPARE(event->name, QStringLiteral("exec"));
            QCOMPARE(event->toolCallId, QStringLiteral("call_mock_1"));
            QCOMPARE(event->sessionKey, QStringLiteral("agent:main:main"));
            phases.append(event->phase);
            if (event->phase == QLatin1String("start"))
                QVERIFY(str(event->args, "command").startsWith(QLatin1String("echo")));
            if (event->phase == QLatin1String("result")) {
                QCOMPARE(event->isError, isError);
                QVERIFY2(event->resultText().contains(resultText), qPrintable(event->resultText()));
            }
        }
        QCOMPARE(phases.first(), QStringLiteral("start"));
        QCOMPARE(phases.last(), QStringLiteral("result"));
    }
};

QTEST_APPLESS_MAIN(TestTranscripts)
#include "tst_transcripts.moc"
