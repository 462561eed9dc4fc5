// SPDX-License-Identifier: MIT
// Leave it running, against the real gateway: starts a real OpenClaw gateway, opens the console
// on it as a user would (`toolgate --connect URL --token-file FILE`, offscreen, its own HOME), and
// raises WAVES waves of PER_WAVE exec approvals that nobody decides, so each wave comes and
// expires. After every wave it waits until the console's history holds the wave as expired, then
// reads the console's resident set. Probe approvals first make sure the console is listening. Not a
// ctest test: memory is measured like speed, in a benchmark, on the release build (under ASan the
// allocator's quarantine grows by design). Usage: gateway_waves [--console PATH] [--waves N]
// [--per-wave N] [--expire-ms MS] One JSON line per wave, then a summary; exit 0 only when the
// console still runs, its history holds every approval as expired, and its RSS after the last wave
// is within 8 MB of its RSS after the tenth.
#include "openclawprocess.h"

#include "approvals/approvalhistory.h"
#include "gateway/gatewayclient.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include <cstdio>

using namespace toolgate;
using toolgate::core::Json;
using toolgate::test::OpenClawProcess;

namespace {

constexpr int kStartTimeoutMs = 180000;
constexpr double kAllowedGrowthMb = 8.0;

struct Options {
    QString console;
    int waves = 60;
    int perWave = 100;
    int expireMs = 3000;
};

double rssMb(qint64 pid) {
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    }
    return -1;
}

void printLine(const Json &line) {
    std::printf("%s\n", line.dump().c_str());
    std::fflush(stdout);
}

// What fail() stops before it exits (std::exit runs no destructors of main's locals).
OpenClawProcess *g_gateway = nullptr;
QProcess *g_console = nullptr;

[[noreturn]] void fail(const QString &why) {
    printLine(Json{{"error", why.toStdString()}});
    if (g_console)
        g_console->kill();
    if (g_gateway)
        g_gateway->kill(SIGKILL);
    std::exit(1);
}

template<typename Condition> bool waitUntil(Condition condition, int timeoutMs) {
    QElapsedTimer timer;
    timer.start();
    while (!condition()) {
        if (timer.elapsed() > timeoutMs)
            return false;
        QTest::qWait(50);
    }
    return true;
}

Options parseOptions() {
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOptions({{QStringLiteral("console"), QStringLiteral("The toolgate binary."),
                        QStringLiteral("PATH"), QStringLiteral(TOOLGATE_GUI_PATH)},
                       {QStringLiteral("waves"), QStringLiteral("Waves."), QStringLiteral("N"),
                        QStringLiteral("60")},
                       {QStringLiteral("per-wave"), QStringLiteral("Approvals per wave."),
                        QStringLiteral("N"), QStringLiteral("100")},
                       {QStringLiteral("expire-ms"), QStringLiteral("Each approval's timeout."),
                        QStringLiteral("MS"), QStringLiteral("3000")}});
    parser.process(*QCoreApplication::instance());
    Options o;
    o.console = parser.value(QStringLiteral("console"));
    o.waves = parser.value(QStringLiteral("waves")).toInt();
    o.perWave = parser.value(QStringLiteral("per-wave")).toInt();
    o.expireMs = parser.value(QStringLiteral("expire-ms")).toInt();
    if (o.waves < 11 || o.perWave < 1 || o.expireMs < 1000)
        fail(QStringLiteral("need --waves ≥ 11, --per-wave ≥ 1, --expire-ms ≥ 1000"));
    return o;
}

gateway::GatewayOptions requesterOptions(const QUrl &url, const QString &token) {
    // The trusted local backend shape: keeps its scopes without a device identity.
    gateway::GatewayOptions o;
    o.url = url;
    o.token = token;
    o.clientId = QStringLiteral("gateway-client");
    o.clientMode = QStringLiteral("backend");
    o.deviceFamily.clear();
    o.displayName = QStringLiteral("toolgate waves");
    o.scopes = {QStringLiteral("operator.approvals")};
    o.caps = {};
    return o;
}

// Raises `count` exec approvals and waits until the gateway has answered each one finally (they
// expire undecided).
void raiseWave(gateway::GatewayClient &requester, int wave, int count, int expireMs) {
    int finished = 0;
    for (int i = 0; i < count; ++i) {
        const std::string command =
            "echo tg-waves " + std::to_string(wave) + "-" + std::to_string(i);
        Json params{{"id", QUuid::createUuid().toString(QUuid::WithoutBraces).toStdString()},
                    {"command", command},
                    {"commandArgv", Json::array({"sh", "-c", command})},
                    {"cwd", "/tmp"},
                    {"host", "gateway"},
                    {"security", "allowlist"},
                    {"ask", "always"},
                    {"agentId", "main"},
                    {"sessionKey", "agent:main:main"},
                    {"timeoutMs", expireMs},
                    {"twoPhase", true}};
        gateway::RequestOptions twoPhase;
        twoPhase.twoPhase = true;
        twoPhase.timeoutMs = expireMs + 60000;
        gateway::GatewayReply *reply =
            requester.request(QStringLiteral("exec.approval.request"), params, twoPhase);
        QObject::connect(reply, &gateway::GatewayReply::finished, [&finished] { ++finished; });
    }
    if (!waitUntil([&] { return finished == count; }, expireMs + 60000))
        fail(QStringLiteral("wave %1: the gateway answered %2 of %3")
                 .arg(wave)
                 .arg(finished)
                 .arg(count));
}

} // namespace

int main(int argc, char **argv) {
    QCoreApplication app(argc, argv);
    const Options options = parseOptions();
    if (!OpenClawProcess::isInstalled())
        fail(QStringLiteral("OpenClaw is not installed in %1: run tests/interop/setup-openclaw.sh")
                 .arg(OpenClawProcess::installDir()));
    QTemporaryDir dir;
    const QString token = QStringLiteral("tg-waves-") + QUuid::createUuid().toString(QUuid::Id128);
    const quint16 port = OpenClawProcess::freePort();
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(port));
    QDir().mkpath(dir.filePath(QStringLiteral("oc")));
    OpenClawProcess gatewayProcess(dir.filePath(QStringLiteral("oc")), port, token);
    g_gateway = &gatewayProcess;
    if (!gatewayProcess.start())
        fail(QStringLiteral("cannot launch the OpenClaw gateway"));
    gateway::GatewayClient requester(requesterOptions(url, token));
    requester.start();
    if (!waitUntil([&] { return requester.isConnected(); }, kStartTimeoutMs))
        fail(QStringLiteral("the gateway did not come up: ") + gatewayProcess.output());

    QFile tokenFile(dir.filePath(QStringLiteral("token")));
    if (!tokenFile.open(QIODevice::WriteOnly) || tokenFile.write(token.toUtf8()) < 0)
        fail(QStringLiteral("cannot write the token file"));
    tokenFile.close();
    const QString home = dir.filePath(QStringLiteral("home"));
    QDir().mkpath(home);
    QProcess console;
    g_console = &console;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/.local/share"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/.config"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    console.setProcessEnvironment(env);
    console.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    console.start(options.console, {QStringLiteral("--connect"), url.toString(),
                                    QStringLiteral("--token-file"), tokenFile.fileName()});
    if (!console.waitForStarted(10000))
        fail(QStringLiteral("cannot start the console: ") + options.console);
    const qint64 pid = console.processId();

    const QString dataDir = home + QStringLiteral("/.local/share/Toolgate/toolgate");
    auto expiredInHistory = [&]() -> qint64 {
        auto history =
            core::ApprovalHistory::open(core::ApprovalHistory::sharedPath(dataDir),
                                        core::ApprovalHistory::SearchIndexing::OnRequest);
        if (!history)
            return -1;
        core::HistoryFilter filter;
        filter.state = QStringLiteral("expired");
        auto count = history.value()->count(filter);
        return count ? count.value() : -1;
    };

    // The console sees an approval once it is connected and synced: probe until one reaches its
    // history, so the first wave is not raised into a console still starting.
    auto rowsInHistory = [&]() -> qint64 {
        auto history =
            core::ApprovalHistory::open(core::ApprovalHistory::sharedPath(dataDir),
                                        core::ApprovalHistory::SearchIndexing::OnRequest);
        auto count = history ? history.value()->count(core::HistoryFilter{})
                             : core::Result<qint64>(history.error());
        return count ? count.value() : -1;
    };
    // While no console listens the gateway answers a probe at once (no route): probes are paced
    // so a slow start (a loaded machine, a profiler) gets the whole start timeout.
    QElapsedTimer starting;
    starting.start();
    while (rowsInHistory() < 1) {
        if (starting.elapsed() > kStartTimeoutMs || console.state() != QProcess::Running)
            fail(QStringLiteral("the console never saw a probe approval"));
        raiseWave(requester, 0, 1, options.expireMs);
        QTest::qWait(1000);
    }
    qint64 baseline = -1;
    if (!waitUntil([&] { return (baseline = expiredInHistory()) >= 1; }, 60000))
        fail(QStringLiteral("the probe approval did not expire in the console's history"));

    double rssTenth = 0;
    double rssLast = 0;
    for (int wave = 1; wave <= options.waves; ++wave) {
        raiseWave(requester, wave, options.perWave, options.expireMs);
        const qint64 want = baseline + static_cast<qint64>(wave) * options.perWave;
        qint64 seen = 0;
        if (!waitUntil(
                [&] {
                    return console.state() != QProcess::Running ||
                           (seen = expiredInHistory()) >= want;
                },
                120000))
            fail(QStringLiteral("wave %1: the console's history holds %2 of %3 as expired")
                     .arg(wave)
                     .arg(seen)
                     .arg(want));
        if (console.state() != QProcess::Running)
            fail(QStringLiteral("the console exited during wave %1").arg(wave));
        rssLast = rssMb(pid);
        if (wave == 10)
            rssTenth = rssLast;
        printLine(Json{{"wave", wave}, {"expiredInHistory", seen}, {"consoleRssMB", rssLast}});
    }
    const double growth = rssLast - rssTenth;
    const bool running = console.state() == QProcess::Running;
    const qint64 total = expiredInHistory() - baseline;
    const qint64 want = static_cast<qint64>(options.waves) * options.perWave;
    const bool ok = running && total == want && growth <= kAllowedGrowthMb;
    printLine(Json{{"approvals", want},
                   {"expiredInHistory", total},
                   {"consoleRunning", running},
                   {"rssAfterTenthMB", rssTenth},
                   {"rssAfterLastMB", rssLast},
                   {"growthMB", growth},
                   {"ok", ok}});
    console.terminate();
    console.waitForFinished(10000);
    gatewayProcess.kill(SIGTERM);
    return ok ? 0 : 1;
}
