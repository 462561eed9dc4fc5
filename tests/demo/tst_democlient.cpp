// SPDX-License-Identifier: MIT
// The project's gateway client (GatewayClient, ConfigService) against the demo gateway over a real
// loopback WebSocket: config.get / config.patch with a stale and a fresh baseHash, config.changed,
// tools.catalog, and the live tool events of a scenario played to the end.
#include "catalog/toolcatalog.h"
#include "demo/democlock.h"
#include "demo/demogateway.h"
#include "demo/demoplayer.h"
#include "failonwarning.h"
#include "gateway/configservice.h"
#include "gateway/gatewayclient.h"
#include "gateway/toolevent.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace toolgate::gateway;
using namespace toolgate::gateway::demo;
using toolgate::core::Json;

class TestDemoClient : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void configToolsCatalogAndToolEvents() {
        auto scenario = resolveDemoScenario(QStringLiteral("runaway-agent"));
        QVERIFY(scenario.hasValue());
        DemoGateway gateway;
        gateway.setScenario(scenario.value());
        gateway.clock()->setMode(DemoClock::Mode::Manual);
        QVERIFY(gateway.start(0));

        QTemporaryDir dir;
        GatewayOptions options;
        options.url = gateway.url();
        options.token = gateway.token();
        options.identityPath = dir.filePath(QStringLiteral("identity.json"));
        options.autoReconnect = false;
        GatewayClient client(options);
        ConfigService config(&client);
        QSignalSpy connected(&client, &GatewayClient::connected);
        QSignalSpy loaded(&config, &ConfigService::configLoaded);
        QSignalSpy patched(&config, &ConfigService::configPatched);
        QSignalSpy failed(&config, &ConfigService::requestFailed);
        QSignalSpy changed(&config, &ConfigService::configChanged);
        QSignalSpy catalog(&config, &ConfigService::toolsCatalogLoaded);
        QSignalSpy toolEvents(&config, &ConfigService::toolEventReceived);
        client.start();
        QTRY_COMPARE(connected.count(), 1);
        QVERIFY(client.hasScope(QStringLiteral("operator.admin")));

        config.fetchConfig();
        QTRY_COMPARE(loaded.count(), 1);
        const auto snapshot = loaded.at(0).at(0).value<ConfigSnapshot>();
        QCOMPARE(snapshot.hash, gateway.configHash());
        QVERIFY(snapshot.config == gateway.currentConfig());

        config.patchConfig(QStringLiteral("{ tools: { deny: ['browser'] } }"),
                           QStringLiteral("hmac-sha256:v1:stale"));
        QTRY_COMPARE(failed.count(), 1);
        QCOMPARE(failed.at(0).at(0).toString(), QStringLiteral("config.patch"));
        QCOMPARE(failed.at(0).at(1).value<toolgate::core::Error>().code,
                 QStringLiteral("CONFIG_CONFLICT"));

        config.patchConfig(QStringLiteral("{ tools: { deny: ['browser'] } }"), snapshot.hash);
        QTRY_COMPARE(patched.count(), 1);
        const auto result = patched.at(0).at(0).value<ConfigPatchResult>();
        QCOMPARE(result.changedPaths, QStringList{QStringLiteral("tools.deny")});
        QCOMPARE(result.hash, gateway.configHash());
        QTRY_COMPARE(changed.count(), 1);

        config.fetchToolsCatalog(QStringLiteral("main"));
        QTRY_COMPARE(catalog.count(), 1);
        const auto tools = catalog.at(0).at(0).value<ToolsCatalog>();
        QCOMPARE(tools.agentId, QStringLiteral("main"));
        int listed = 0;
        for (const auto &group : tools.groups)
            listed += int(group.tools.size());
        // Every catalog tool but the two hidden GitHub publication tools.
        QCOMPARE(listed, int(toolgate::core::ToolCatalog::builtin().tools().size()) - 2);

        // Play the scenario: one start and one result event per scripted call.
        QTRY_VERIFY(gateway.player()->isStarted());
        int steps = 0;
        while (!gateway.isScenarioFinished() && ++steps < 10000)
            gateway.clock()->advanceToNext();
        QVERIFY(gateway.isScenarioFinished());
        const int calls = int(gateway.player()->records().size());
        QTRY_COMPARE(toolEvents.count(), 2 * calls);
        int results = 0;
        for (const auto &args : toolEvents) {
            const auto event = args.at(0).value<ToolEvent>();
            if (event.phase == QLatin1String("result")) {
                const auto &record = gateway.player()->records().at(results++);
                QCOMPARE(event.toolCallId, record.toolCallId);
                QCOMPARE(event.isError, record.isError);
            }
        }
        QCOMPARE(results, calls);
        client.stop();
    }
};

QTEST_GUILESS_MAIN(TestDemoClient)
#include "tst_democlient.moc"
