// SPDX-License-Identifier: MIT
#pragma once

#include "ui/screen.h"

namespace toolgate::ui {

class EmptyState;

// Loop detection per session and run: the recent call window, each detector's count against its
// thresholds and the verdicts. Until the loop monitor is wired in, it explains where runs come
// from.
class LoopsScreen final : public Screen {
    Q_OBJECT

public:
    explicit LoopsScreen(const ScreenContext &context, QWidget *parent = nullptr);

    QString title() const override;
    QString subtitle() const override;

private:
    EmptyState *m_emptyState;
};

} // namespace toolgate::ui
