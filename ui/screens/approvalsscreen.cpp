// SPDX-License-Identifier: MIT
#include "ui/screens/approvalsscreen.h"

#include "ui/emptystate.h"

#include <QVBoxLayout>

namespace toolgate::ui {

ApprovalsScreen::ApprovalsScreen(const ScreenContext &context, QWidget *parent)
    : Screen(context, parent)
    , m_emptyState(new EmptyState(this)) {
    setObjectName(QStringLiteral("approvalsScreen"));
    initHeader();
    m_emptyState->setTitle(tr("No pending approvals"));
    m_emptyState->setBody(
        tr("Exec commands and plugin requests that wait for an owner's decision appear here, "
           "oldest first and grouped by gateway, each with a countdown to its expiry and the "
           "full request to decide from."));
    m_emptyState->addHint(tr("Connect a gateway with approval scopes on the Connections screen."));
    m_emptyState->addHint(
        tr("Start Toolgate with --demo to receive requests from scripted agents."));
    pageLayout()->addWidget(m_emptyState, 1);
}

QString ApprovalsScreen::title() const {
    return tr("Approvals");
}

QString ApprovalsScreen::subtitle() const {
    return tr("Decide pending exec and plugin approvals from every connected gateway.");
}

} // namespace toolgate::ui
