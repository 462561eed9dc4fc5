// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/approvalretention.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace toolgate::ui {

// Every value the console remembers between runs, by name, with its type and default: the one
// place that knows the QSettings keys (tests get an empty HOME, so nothing leaks between runs).
class ConsoleSettings final {
public:
    // The catalog the user picked in View > Language; empty = the system's languages.
    static QString language();
    static void setLanguage(const QString &code);

    // View > Theme's choice by name (themechoice.h): "system" (the default), "light", "dark" or
    // "high-contrast".
    static QString theme();
    static void setTheme(const QString &name);

    static QStringList recentFiles();
    static void setRecentFiles(const QStringList &paths);

    // The folder of the last file opened or saved, where the next file dialog starts.
    static QString lastDirectory();
    static void setLastDirectory(const QString &path);

    static QByteArray windowGeometry();
    static QByteArray windowState();
    static int windowScreen();
    static void setWindow(const QByteArray &geometry, const QByteArray &state, int screen);

    static bool approvalsDoNotDisturb();
    static void setApprovalsDoNotDisturb(bool on);
    static bool approvalsSound();
    static void setApprovalsSound(bool on);
    // How long finished approvals stay in the inbox: minutes and count (defaults 15 and 500).
    static core::ApprovalRetention approvalsRetention();
    static void setApprovalsRetention(const core::ApprovalRetention &retention);

    // The exec allowlist's columns the user hid (stable names); by default the two that only
    // repeat what the last use ran, so the pattern has room at 1024 px.
    static QStringList execAllowlistHiddenColumns();
    static void setExecAllowlistHiddenColumns(const QStringList &names);
};

} // namespace toolgate::ui
