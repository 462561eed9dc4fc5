// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/riskhints.h"

#include <QCoreApplication>
#include <QString>

namespace toolgate::ui {

// Turns core risk hints into the sentences the card shows (one per hint, evidence included).
class RiskHintPresenter final {
    Q_DECLARE_TR_FUNCTIONS(toolgate::ui::RiskHintPresenter)

public:
    static QString text(const core::RiskHint &hint);
};

} // namespace toolgate::ui
