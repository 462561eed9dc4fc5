// SPDX-License-Identifier: MIT
#include "ui/screens/loopsscreen.h"

#include "ui/actionregistry.h"
#include "ui/emptystate.h"

#include <QVBoxLayout>

namespace toolgate::ui {

LoopsScreen::LoopsScreen(const ScreenContext &context, QWidget *parent)
    : Screen(context, parent)
    , m_emptyState(new EmptyState(this)) {
    setObjectName(QStringLiteral("loopsScreen"));
    initHeader();
    m_emptyState->setTitle(tr("No runs to watch yet"));
    m_emptyState->setBody(
        tr("For each session and run, this screen shows the last 30 tool calls, each loop "
           "detector's count against its warning, critical and circuit-breaker thresholds, and "
           "the exact message the agent received — or would have received when loop detection "
           "is off on that gateway."));
    m_emptyState->addHint(tr("Replay a recorded run with File > Open Trace."));
    m_emptyState->addHint(tr("Connect to a gateway to follow its tool calls live."));
    m_emptyState->addHint(tr("Start Toolgate with --demo to watch a scripted runaway agent."));
    if (QAction *openTrace = context.actions->action(QStringLiteral("file.openTrace")))
        m_emptyState->addActionButton(openTrace, true);
    pageLayout()->addWidget(m_emptyState, 1);
}

QString LoopsScreen::title() const {
    return tr("Loops");
}

QString LoopsScreen::subtitle() const {
    return tr("Loop detection per session and run, with what-if thresholds.");
}

} // namespace toolgate::ui
