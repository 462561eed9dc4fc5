// SPDX-License-Identifier: MIT
#include "ui/screens/pipelinescreen.h"

#include "ui/actionregistry.h"
#include "ui/emptystate.h"

#include <QStackedWidget>
#include <QVBoxLayout>

namespace toolgate::ui {

PipelineScreen::PipelineScreen(const ScreenContext &context, QWidget *parent)
    : Screen(context, parent)
    , m_pages(new QStackedWidget(this))
    , m_emptyState(new EmptyState) {
    setObjectName(QStringLiteral("pipelineScreen"));
    initHeader();
    m_emptyState->setTitle(tr("See which tools an agent ends up with, and why"));
    m_emptyState->setBody(
        tr("Pick a context — agent, provider and model, channel, sender, owner or not, sandboxed "
           "or not — and every pipeline step appears as a column of the tools it kept and the "
           "tools it removed, with the entry that removed each. Click a tool for its path "
           "through the steps and the smallest change that lets it through."));
    m_emptyState->addHint(tr("Open a configuration with File > Open."));
    m_emptyState->addHint(tr("Edits on the Policy screen re-evaluate the pipeline immediately."));
    if (QAction *open = context.actions->action(QStringLiteral("file.open")))
        m_emptyState->addActionButton(open, true);
    m_pages->addWidget(m_emptyState);
    pageLayout()->addWidget(m_pages, 1);
}

QString PipelineScreen::title() const {
    return tr("Pipeline");
}

QString PipelineScreen::subtitle() const {
    return tr("Every policy step for one context, left to right in OpenClaw's order.");
}

} // namespace toolgate::ui
