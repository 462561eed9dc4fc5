// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/approvalhistory.h"
#include "connections/connectionregistry.h"
#include "gateway/connectionmanager.h"
#include "models/policyworkspace.h"
#include "ui/document/documentcontroller.h"
#include "ui/document/recentfiles.h"
#include "ui/shell/screen.h"

#include <QStringList>

#include <memory>

namespace toolgate::ui {

// The console's long-lived objects, in the order they depend on each other: the policy
// workspace, the open document, the recent files, the saved gateways, the shared approval history
// and the live connections. main.cpp and the UI tests set the console up through this one type,
// so a test runs the wiring a user gets. Nothing starts connecting here.
class ConsoleServices {
public:
    // `dataDir` holds the saved gateways and the history; `identityPath` the device key.
    ConsoleServices(const QString &dataDir, const QString &identityPath);
    ConsoleServices(const ConsoleServices &) = delete;
    ConsoleServices &operator=(const ConsoleServices &) = delete;

    // What the screens may reach (the main window adds its own parts).
    ScreenContext screenContext() {
        ScreenContext context;
        context.connections = &connections;
        return context;
    }
    // Why the saved gateways or the history could not be read (the console runs on without).
    const QStringList &startupProblems() const { return m_startupProblems; }
    // Null when it could not be opened (see startupProblems()).
    core::ApprovalHistory *history() const { return m_history.get(); }

    core::PolicyWorkspace workspace;
    DocumentController document{&workspace};
    RecentFiles recentFiles;
    core::ConnectionRegistry registry;

private:
    QStringList m_startupProblems;
    std::unique_ptr<core::ApprovalHistory> m_history;

public:
    gateway::ConnectionManager connections; // declared after the history it writes to
};

} // namespace toolgate::ui
