// SPDX-License-Identifier: MIT
#pragma once

#include "ui/screen.h"

class QPlainTextEdit;
class QStackedWidget;

namespace toolgate::ui {

class EmptyState;

// Edits tool policy scope by scope: the scope tree, the profile and the allow/alsoAllow/deny lists,
// with lint findings beside the entries they concern.
class PolicyScreen final : public Screen {
    Q_OBJECT

public:
    explicit PolicyScreen(const ScreenContext &context, QWidget *parent = nullptr);

    QString title() const override;
    QString subtitle() const override;

private:
    void refresh();

    QStackedWidget *m_pages;
    EmptyState *m_emptyState;
    QPlainTextEdit *m_source;
};

} // namespace toolgate::ui
