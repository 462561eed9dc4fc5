// SPDX-License-Identifier: MIT
#pragma once

#include "gateway/gatewayoptions.h"

#include <QCommandLineParser>
#include <QStringList>

#include <optional>

namespace toolgate::cli {

// The flags every gateway command takes: --url --token --identity --tls-fingerprint
// --allow-insecure-ws --timeout --wait, with OPENCLAW_GATEWAY_URL/OPENCLAW_GATEWAY_TOKEN as
// defaults.
struct GatewayArgs {
    QString url = QStringLiteral("ws://127.0.0.1:18789/");
    bool urlGiven = false; // --url on the command line (not the environment or the default)
    QString token;
    gateway::TransportSettings transport;
    QString identity;
    int connectTimeoutMs = 10000; // a port with no gateway fails in 10 s; --timeout MS raises it
    // A refused connection fails at once (nothing listens there) unless --wait SECONDS asks to
    // keep probing for a gateway that is starting.
    bool waitForGateway = false;

    // The options a CLI client connects with ("Toolgate CLI", toolgate-cli/VERSION).
    gateway::GatewayOptions options() const;
};

// One subcommand's options, parsed by QCommandLineParser: `--help` prints the subcommand's own
// help, and every error names the option and the subcommand ("unknown option --x for
// `approvals pending`").
//
//   CliParser p(QStringLiteral("approvals pending"), QStringLiteral("Lists open approvals."));
//   p.addGatewayOptions();
//   p.addFlag(QStringLiteral("json"), QStringLiteral("One JSON object per line."));
//   if (const auto exit = p.parse(args)) return *exit;
class CliParser {
public:
    CliParser(const QString &command, const QString &description);

    void addFlag(const QString &name, const QString &help);
    void addValue(const QString &name, const QString &valueName, const QString &help);
    void addGatewayOptions();
    void addPositional(const QString &name, const QString &help, const QString &syntax = {});

    // Parses `args` (what follows the subcommand words). Returns the exit code to end with when
    // the command must not run: kExitOk after --help, kExitBadInput after an error (printed).
    std::optional<int> parse(const QStringList &args);

    // An option this subcommand does not take reads as unset / empty.
    bool isSet(const QString &name) const;
    QString value(const QString &name) const;
    QStringList positional() const;
    // A whole number >= `min`; nullopt (and an error printed) otherwise. `fallback` when unset.
    std::optional<int> number(const QString &name, int fallback, int min = 0) const;
    // The gateway flags, checked (the URL's scheme, the pin); nullopt after printing an error.
    std::optional<GatewayArgs> gatewayArgs() const;

    // "toolgate-cli approvals pending: MESSAGE" on stderr; returns kExitBadInput.
    int fail(const QString &message) const;

private:
    QString m_command;
    QCommandLineParser m_parser;
    QStringList m_names;        // options this subcommand takes; others read as unset
    QStringList m_valueOptions; // names that take a value, to report a missing one by name
};

} // namespace toolgate::cli
