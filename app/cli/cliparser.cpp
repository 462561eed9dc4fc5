// SPDX-License-Identifier: MIT
#include "cliparser.h"

#include "util/gatewayurl.h"

#include "clicommon.h"

#include <QStandardPaths>
#include <QUrl>

namespace toolgate::cli {

gateway::GatewayOptions GatewayArgs::options() const {
    gateway::GatewayOptions o;
    o.url = QUrl(url);
    o.token = token;
    o.transport = transport;
    o.identityPath = identity;
    o.displayName = QStringLiteral("Toolgate CLI");
    o.userAgent = QStringLiteral("toolgate-cli/0.1.0");
    return o;
}

CliParser::CliParser(const QString &command, const QString &description)
    : m_command(command) {
    m_parser.setApplicationDescription(description);
    // Not addHelpOption(): its --help-all lists Qt's own options, which no subcommand takes.
    m_parser.addOption(QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")},
                                          QStringLiteral("Shows this help.")));
    m_names << QStringLiteral("help");
}

void CliParser::addFlag(const QString &name, const QString &help) {
    m_parser.addOption(QCommandLineOption(name, help));
    m_names << name;
}

void CliParser::addValue(const QString &name, const QString &valueName, const QString &help) {
    m_parser.addOption(QCommandLineOption(name, help, valueName));
    m_names << name;
    m_valueOptions << name;
}

void CliParser::addGatewayOptions() {
    addValue(QStringLiteral("url"), QStringLiteral("URL"),
             QStringLiteral("The gateway (ws:// or wss://; default $OPENCLAW_GATEWAY_URL, else "
                            "ws://127.0.0.1:18789/)."));
    addValue(QStringLiteral("token"), QStringLiteral("TOKEN"),
             QStringLiteral("The gateway token (default $OPENCLAW_GATEWAY_TOKEN)."));
    addValue(QStringLiteral("identity"), QStringLiteral("FILE"),
             QStringLiteral("The device identity file (created on first use)."));
    addValue(QStringLiteral("tls-fingerprint"), QStringLiteral("sha256:HEX"),
             QStringLiteral("Trust this wss:// certificate."));
    addFlag(QStringLiteral("allow-insecure-ws"),
            QStringLiteral("Allow ws:// to a host other than this machine."));
    addValue(QStringLiteral("timeout"), QStringLiteral("MS"),
             QStringLiteral("Give up connecting after MS milliseconds (default 10000)."));
    addValue(QStringLiteral("wait"), QStringLiteral("SECONDS"),
             QStringLiteral("Keep trying for up to SECONDS when the connection is refused (a "
                            "gateway still starting); without it a refused connection fails at "
                            "once."));
}

void CliParser::addPositional(const QString &name, const QString &help, const QString &syntax) {
    m_parser.addPositionalArgument(name, help, syntax);
}

int CliParser::fail(const QString &message) const {
    return badInput(QStringLiteral("toolgate-cli %1: %2").arg(m_command, message));
}

std::optional<int> CliParser::parse(const QStringList &args) {
    // QCommandLineParser would report a trailing "--url" as "Missing value after '--url'"; say
    // which option of which command instead.
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args.at(i);
        if (arg == QLatin1String("--"))
            break;
        if (arg.startsWith(QLatin1String("--")) && i + 1 == args.size() &&
            m_valueOptions.contains(arg.mid(2)))
            return fail(QStringLiteral("%1 needs a value").arg(arg));
    }
    if (!m_parser.parse(QStringList{QStringLiteral("toolgate-cli")} + args)) {
        const QStringList unknown = m_parser.unknownOptionNames();
        if (!unknown.isEmpty()) {
            const QString &name = unknown.first();
            return fail(QStringLiteral("unknown option %1%2 for `%3` (see --help)")
                            .arg(name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--"),
                                 name, m_command));
        }
        return fail(m_parser.errorText());
    }
    if (m_parser.isSet(QStringLiteral("help"))) {
        // The parser's own first line names the binary only; name the subcommand too.
        QString help = m_parser.helpText();
        help = help.mid(help.indexOf(QLatin1Char('\n')) + 1);
        QString usage = QStringLiteral("usage: toolgate-cli %1 [options]").arg(m_command);
        const QString syntax = m_parser.helpText().section(QLatin1Char('\n'), 0, 0);
        const qsizetype options = syntax.indexOf(QLatin1String("[options]"));
        if (options >= 0)
            usage += syntax.mid(options + 9);
        out() << usage << '\n' << help << Qt::flush;
        return kExitOk;
    }
    return std::nullopt;
}

bool CliParser::isSet(const QString &name) const {
    return m_names.contains(name) && m_parser.isSet(name);
}

QString CliParser::value(const QString &name) const {
    return m_names.contains(name) ? m_parser.value(name) : QString();
}

QStringList CliParser::positional() const {
    return m_parser.positionalArguments();
}

std::optional<int> CliParser::number(const QString &name, int fallback, int min) const {
    if (!isSet(name))
        return fallback;
    bool ok = false;
    const int n = m_parser.value(name).toInt(&ok);
    if (!ok || n < min) {
        fail(QStringLiteral("--%1 needs a whole number of at least %2, not \"%3\"")
                 .arg(name)
                 .arg(min)
                 .arg(m_parser.value(name)));
        return std::nullopt;
    }
    return n;
}

std::optional<GatewayArgs> CliParser::gatewayArgs() const {
    GatewayArgs a;
    a.token = qEnvironmentVariable("OPENCLAW_GATEWAY_TOKEN");
    if (qEnvironmentVariableIsSet("OPENCLAW_GATEWAY_URL"))
        a.url = qEnvironmentVariable("OPENCLAW_GATEWAY_URL");
    if (isSet(QStringLiteral("url"))) {
        a.url = value(QStringLiteral("url"));
        a.urlGiven = true;
    }
    if (isSet(QStringLiteral("token")))
        a.token = value(QStringLiteral("token"));
    const QUrl url(a.url);
    if (!url.isValid() ||
        (url.scheme() != QLatin1String("ws") && url.scheme() != QLatin1String("wss"))) {
        fail(QStringLiteral("--url must be a ws:// or wss:// URL"));
        return std::nullopt;
    }
    if (isSet(QStringLiteral("tls-fingerprint"))) {
        auto pin = gateway::TlsFingerprint::parse(value(QStringLiteral("tls-fingerprint")));
        if (!pin) {
            fail(QStringLiteral("--tls-fingerprint: %1").arg(pin.error().message));
            return std::nullopt;
        }
        a.transport.pin = pin.value();
    }
    a.transport.allowInsecure = isSet(QStringLiteral("allow-insecure-ws"));
    a.identity = isSet(QStringLiteral("identity"))
                     ? value(QStringLiteral("identity"))
                     : QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                           QStringLiteral("/device-identity.json");
    const std::optional<int> timeout = number(QStringLiteral("timeout"), a.connectTimeoutMs, 1);
    if (!timeout)
        return std::nullopt;
    a.connectTimeoutMs = *timeout;
    if (isSet(QStringLiteral("wait"))) {
        const std::optional<int> wait = number(QStringLiteral("wait"), 0, 1);
        if (!wait)
            return std::nullopt;
        a.waitForGateway = true;
        a.connectTimeoutMs = *wait * 1000;
    }
    a.url = core::canonicalGatewayUrl(a.url);
    return a;
}

} // namespace toolgate::cli
