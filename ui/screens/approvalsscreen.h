// SPDX-License-Identifier: MIT
#pragma once

#include "ui/screen.h"

namespace toolgate::ui {

class EmptyState;

// The owner's inbox of pending exec and plugin approvals. Until the approval service is wired in,
// it explains how requests arrive.
class ApprovalsScreen final : public Screen {
    Q_OBJECT

public:
    explicit ApprovalsScreen(const ScreenContext &context, QWidget *parent = nullptr);

    QString title() const override;
    QString subtitle() const override;

private:
    EmptyState *m_emptyState;
};

} // namespace toolgate::ui
