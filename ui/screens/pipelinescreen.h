// SPDX-License-Identifier: MIT
#pragma once

#include "ui/screen.h"

class QStackedWidget;

namespace toolgate::ui {

class EmptyState;

// The policy pipeline for one context: a column per pre-filter and step, kept and removed tools,
// and the explain panel with the smallest fix.
class PipelineScreen final : public Screen {
    Q_OBJECT

public:
    explicit PipelineScreen(const ScreenContext &context, QWidget *parent = nullptr);

    QString title() const override;
    QString subtitle() const override;

private:
    QStackedWidget *m_pages;
    EmptyState *m_emptyState;
};

} // namespace toolgate::ui
