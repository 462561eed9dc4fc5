// SPDX-License-Identifier: MIT
#pragma once

#include "loops/looptypes.h"
#include "ui/loops/loopreadings.h"

#include <QGroupBox>
#include <QList>

#include <map>

namespace toolgate::ui {

class LoopMeter;

// The six detector meters, keyed by detector kind, in a pane that scrolls rather than overlaps
// when short.
class LoopMeterPanel final : public QGroupBox {
    Q_OBJECT

public:
    explicit LoopMeterPanel(QWidget *parent = nullptr);

    void show(const QList<LoopMeterReading> &readings);
    QList<LoopMeter *> meters() const; // in display order
    LoopMeter *meter(core::LoopDetectorKind kind) const { return m_meters.at(kind); }

private:
    std::map<core::LoopDetectorKind, LoopMeter *> m_meters;
};

} // namespace toolgate::ui
