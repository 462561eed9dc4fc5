// SPDX-License-Identifier: MIT
#include "ui/screens/policyscreen.h"

#include "ui/actionregistry.h"
#include "ui/documentcontroller.h"
#include "ui/emptystate.h"

#include <QFontDatabase>
#include <QPlainTextEdit>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace toolgate::ui {

PolicyScreen::PolicyScreen(const ScreenContext &context, QWidget *parent)
    : Screen(context, parent)
    , m_pages(new QStackedWidget(this))
    , m_emptyState(new EmptyState)
    , m_source(new QPlainTextEdit) {
    setObjectName(QStringLiteral("policyScreen"));
    initHeader();
    m_emptyState->setTitle(tr("Open a configuration to edit its tool policy"));
    m_emptyState->setBody(
        tr("The config appears as a tree of scopes — global tools, providers, agents, senders, "
           "channel groups, sandbox and subagents. For each scope you edit the profile and the "
           "allow, alsoAllow and deny lists, and see lint findings beside the entries they "
           "concern."));
    m_emptyState->addHint(tr("Open an openclaw.json (JSON or JSON5) with File > Open."));
    m_emptyState->addHint(tr("Or connect to a gateway to edit its live config."));
    if (QAction *open = context.actions->action(QStringLiteral("file.open")))
        m_emptyState->addActionButton(open, true);

    m_source->setObjectName(QStringLiteral("policySource"));
    m_source->setReadOnly(true);
    m_source->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));

    m_pages->addWidget(m_emptyState);
    m_pages->addWidget(m_source);
    pageLayout()->addWidget(m_pages, 1);

    connect(context.document, &DocumentController::contentChanged, this, &PolicyScreen::refresh);
    refresh();
}

QString PolicyScreen::title() const {
    return tr("Policy");
}

QString PolicyScreen::subtitle() const {
    return tr("Profiles and allow/deny lists, scope by scope.");
}

void PolicyScreen::refresh() {
    const DocumentController *document = context().document;
    if (!document->hasDocument()) {
        m_pages->setCurrentWidget(m_emptyState);
        return;
    }
    m_source->setPlainText(QString::fromUtf8(document->content()));
    m_pages->setCurrentWidget(m_source);
}

} // namespace toolgate::ui
