// SPDX-License-Identifier: MIT
#include "ui/loops/loopmeterpanel.h"

#include "ui/loops/loopmeter.h"
#include "ui/shell/languagechange.h"
#include "ui/shell/theme.h"

#include <QScrollArea>
#include <QVBoxLayout>

namespace toolgate::ui {

LoopMeterPanel::LoopMeterPanel(QWidget *parent)
    : QGroupBox(parent) {
    auto *boxLayout = new QVBoxLayout(this);
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("loopMeterScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *page = new QWidget(scroll);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, Theme::spacing(), 0);
    layout->setSpacing(10);
    scroll->setWidget(page);
    boxLayout->addWidget(scroll);
    for (const core::LoopDetectorKind kind : LoopReadings::detectorKinds()) {
        const std::string_view name = core::loopDetectorName(kind);
        auto *meter = new LoopMeter(
            QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size())), page);
        m_meters[kind] = meter;
        layout->addWidget(meter);
    }
    layout->addStretch(1);
    setMinimumWidth(260);

    using Kind = core::LoopDetectorKind;
    retranslateWith(this, [this] {
        setTitle(tr("Detectors for the next identical call"));
        meter(Kind::GenericRepeat)->setLabel(tr("Generic repeat"));
        meter(Kind::KnownPollNoProgress)->setLabel(tr("Known poll, no progress"));
        meter(Kind::PingPong)->setLabel(tr("Ping-pong"));
        meter(Kind::UnknownToolRepeat)->setLabel(tr("Unknown tool repeat"));
        meter(Kind::ArgumentChurn)->setLabel(tr("Argument churn"));
        meter(Kind::GlobalCircuitBreaker)->setLabel(tr("Global circuit breaker"));
    });
}

QList<LoopMeter *> LoopMeterPanel::meters() const {
    QList<LoopMeter *> ordered;
    for (const core::LoopDetectorKind kind : LoopReadings::detectorKinds())
        ordered << meter(kind);
    return ordered;
}

void LoopMeterPanel::show(const QList<LoopMeterReading> &readings) {
    for (const LoopMeterReading &reading : readings) {
        LoopMeter *target = meter(reading.kind);
        target->setThresholds(reading.warning, reading.critical, reading.breaker);
        target->setCount(reading.count, reading.detail);
    }
}

} // namespace toolgate::ui
