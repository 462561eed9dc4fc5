// SPDX-License-Identifier: MIT
#pragma once

#include "loops/looptypes.h"

#include <QGroupBox>

class QLabel;
class QPushButton;
class QSpinBox;

namespace toolgate::ui {

// The what-if thresholds: the gateway's constants by default, any change replays the run. The
// boxes wrap to a second line rather than shrink when the pane is narrow.
class WhatIfBar final : public QGroupBox {
    Q_OBJECT

public:
    explicit WhatIfBar(QWidget *parent = nullptr);

    core::LoopThresholds thresholds() const;
    // Sets the boxes without announcing a change.
    void setThresholds(const core::LoopThresholds &thresholds);
    void setSummary(const QString &text);

signals:
    // The user changed a box or went back to the gateway's defaults.
    void changed();

private:
    QSpinBox *m_warning;
    QSpinBox *m_critical;
    QSpinBox *m_breaker;
    QSpinBox *m_window;
    QPushButton *m_reset;
    QLabel *m_summary;
    bool m_updating = false;
};

} // namespace toolgate::ui
