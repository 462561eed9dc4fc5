// SPDX-License-Identifier: MIT
#include "ui/loops/loopmeter.h"

#include "ui/shell/theme.h"

#include <QGridLayout>
#include <QLabel>
#include <QPainter>

#include <algorithm>

namespace toolgate::ui {

class LoopMeter::Bar final : public QWidget {
public:
    explicit Bar(LoopMeter *meter)
        : QWidget(meter)
        , m_meter(meter) {
        setMinimumHeight(14);
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    }
    QSize sizeHint() const override { return {160, 14}; }

protected:
    void paintEvent(QPaintEvent *) override {
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        const QRectF track = QRectF(rect()).adjusted(0.5, 2.5, -0.5, -2.5);
        p.setPen(Theme::border());
        p.setBrush(Theme::surface());
        p.drawRoundedRect(track, 3, 3);
        const int top = std::max({m_meter->warning(), m_meter->critical(), m_meter->breaker(), 1});
        const double scale = std::max(top * 1.1, static_cast<double>(m_meter->count()));
        auto x = [&](int v) { return track.left() + track.width() * v / scale; };
        const int count = m_meter->count();
        Theme::Tone tone = Theme::Tone::Success;
        const bool criticalReached = (m_meter->critical() > 0 && count >= m_meter->critical()) ||
                                     (m_meter->breaker() > 0 && count >= m_meter->breaker());
        if (criticalReached)
            tone = Theme::Tone::Danger;
        else if (m_meter->warning() > 0 && count >= m_meter->warning())
            tone = Theme::Tone::Warning;
        if (count > 0) {
            p.setPen(Qt::NoPen);
            p.setBrush(Theme::tone(tone));
            p.drawRoundedRect(
                QRectF(track.left(), track.top(), x(count) - track.left(), track.height()), 3, 3);
        }
        auto tick = [&](int v, Theme::Tone t) {
            if (v <= 0)
                return;
            p.setPen(QPen(Theme::tone(t), 2));
            p.drawLine(QPointF(x(v), 0), QPointF(x(v), height()));
        };
        tick(m_meter->warning(), Theme::Tone::Warning);
        tick(m_meter->critical(), Theme::Tone::Danger);
        tick(m_meter->breaker(), Theme::Tone::Neutral);
    }

private:
    LoopMeter *m_meter;
};

LoopMeter::LoopMeter(const QString &detectorName, QWidget *parent)
    : QWidget(parent)
    , m_detectorName(detectorName)
    , m_label(new QLabel(this))
    , m_value(new QLabel(this))
    , m_bar(new Bar(this))
    , m_detail(new QLabel(this)) {
    setObjectName(QStringLiteral("loopMeter_") + detectorName);
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setVerticalSpacing(2);
    QFont bold = m_label->font();
    bold.setBold(true);
    m_label->setFont(bold);
    // The name wraps and the count is short, so the two never overlap; the thresholds and the
    // detail go on the wrapped line under the bar.
    m_label->setWordWrap(true);
    m_value->setObjectName(QStringLiteral("loopMeterCount"));
    m_value->setFont(bold);
    m_value->setAlignment(Qt::AlignRight | Qt::AlignTop);
    m_detail->setObjectName(QStringLiteral("loopMeterDetail"));
    Theme::setTone(m_detail, Theme::Tone::Secondary);
    m_detail->setWordWrap(true);
    layout->addWidget(m_label, 0, 0);
    layout->addWidget(m_value, 0, 1);
    layout->addWidget(m_bar, 1, 0, 1, 2);
    layout->addWidget(m_detail, 2, 0, 1, 2);
    layout->setColumnStretch(0, 1);
    refresh();
}

void LoopMeter::setLabel(const QString &label) {
    m_label->setText(label);
    m_label->setToolTip(m_detectorName);
}

void LoopMeter::setThresholds(int warning, int critical, int breaker) {
    m_warning = warning;
    m_critical = critical;
    m_breaker = breaker;
    refresh();
}

void LoopMeter::setCount(int count, const QString &detail) {
    m_count = count;
    m_detailText = detail;
    refresh();
}

QString LoopMeter::summary() const {
    QStringList levels;
    if (m_warning > 0)
        levels << tr("warning %1").arg(m_warning);
    if (m_critical > 0)
        levels << tr("critical %1").arg(m_critical);
    if (m_breaker > 0)
        levels << tr("breaker %1").arg(m_breaker);
    return levels.join(QStringLiteral(" · "));
}

void LoopMeter::refresh() {
    m_value->setText(QString::number(m_count));
    const QString levels = summary();
    m_detail->setText(m_detailText.isEmpty() ? levels
                      : levels.isEmpty()     ? m_detailText
                                             : tr("%1 — %2").arg(levels, m_detailText));
    m_bar->update();
}

} // namespace toolgate::ui
