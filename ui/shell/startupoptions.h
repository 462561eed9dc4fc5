// SPDX-License-Identifier: MIT
#pragma once

#include "ui/shell/themechoice.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace toolgate::ui {

// What the command line asked for. Parsed here (not in main.cpp) so its help texts are translated.
struct StartupOptions {
    bool demo = false;
    QString demoScenario;             // empty = the default scenario
    QString language;                 // empty = follow the system (or the saved setting)
    std::optional<ThemeChoice> theme; // unset = the saved View > Theme choice
    QString configPath;
    QString toolsPath; // a JSON array of {name, pluginId?}: the run's tool list
    // Start on a screen (policy, pipeline, matrix, loops, approvals, schemas, connections), with a
    // pipeline agent and a tool explained: for demos and reproducible screenshots.
    QString screen;
    QString agent;
    QString explain;
    // --connect URL --token-file FILE [--tls-fingerprint sha256:HEX]: open the console on that
    // gateway (added to the connections if new), for launchers and scripts.
    QString connectUrl;
    QString tokenFile;
    QString tlsFingerprint;
    QString error;        // non-empty when the command line was invalid
    bool exitNow = false; // --help / --version were handled

    static StartupOptions parse(const QStringList &arguments);
};

} // namespace toolgate::ui
