// SPDX-License-Identifier: MIT
#include "ui/screens/schemasscreen.h"

#include "ui/emptystate.h"

#include <QVBoxLayout>

namespace toolgate::ui {

SchemasScreen::SchemasScreen(const ScreenContext &context, QWidget *parent)
    : Screen(context, parent)
    , m_emptyState(new EmptyState(this)) {
    setObjectName(QStringLiteral("schemasScreen"));
    initHeader();
    m_emptyState->setTitle(tr("Pick a tool to compare its schema"));
    m_emptyState->setBody(
        tr("A tool's parameter schema is rewritten before each model provider sees it. This "
           "screen shows the OpenAI/Anthropic, Gemini and xAI versions side by side and "
           "highlights what each one lost."));
    m_emptyState->addHint(tr("Choose a tool from the catalog or from a connected gateway."));
    m_emptyState->addHint(tr("Or paste a JSON schema of your own."));
    pageLayout()->addWidget(m_emptyState, 1);
}

QString SchemasScreen::title() const {
    return tr("Schemas");
}

QString SchemasScreen::subtitle() const {
    return tr("Tool parameter schemas as each model provider receives them.");
}

} // namespace toolgate::ui
