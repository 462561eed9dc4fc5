// SPDX-License-Identifier: MIT
#include "ui/screens/connectionsscreen.h"

#include "ui/emptystate.h"

#include <QVBoxLayout>

namespace toolgate::ui {

ConnectionsScreen::ConnectionsScreen(const ScreenContext &context, QWidget *parent)
    : Screen(context, parent)
    , m_emptyState(new EmptyState(this)) {
    setObjectName(QStringLiteral("connectionsScreen"));
    initHeader();
    m_emptyState->setTitle(tr("No gateways configured"));
    m_emptyState->setBody(
        tr("A connection to an OpenClaw gateway lets Toolgate read and apply its live config, "
           "receive approval requests and follow tool calls. Each entry shows its health, this "
           "device's identity, the granted scopes and what is missing for approvals."));
    m_emptyState->addHint(tr("Add a gateway with its URL and token; the token is stored outside "
                             "the config file, readable only by you."));
    m_emptyState->addHint(tr("The built-in demo gateway needs nothing installed: start Toolgate "
                             "with --demo."));
    pageLayout()->addWidget(m_emptyState, 1);
}

QString ConnectionsScreen::title() const {
    return tr("Connections");
}

QString ConnectionsScreen::subtitle() const {
    return tr("Gateways, device identity and granted scopes.");
}

} // namespace toolgate::ui
