// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLabel;

namespace toolgate::ui {

// One detector's current count drawn as a bar against its thresholds: ticks at the warning,
// critical and breaker levels that apply to this detector (0 = the level does not apply).
class LoopMeter final : public QWidget {
    Q_OBJECT

public:
    LoopMeter(const QString &detectorName, QWidget *parent = nullptr);

    void setLabel(const QString &label);
    void setThresholds(int warning, int critical, int breaker);
    void setCount(int count, const QString &detail = {});

    QString detectorName() const { return m_detectorName; }
    int count() const { return m_count; }
    int warning() const { return m_warning; }
    int critical() const { return m_critical; }
    int breaker() const { return m_breaker; }
    // The thresholds that apply ("warning 10 · critical 20"), shown under the bar.
    QString summary() const;

private:
    class Bar;
    void refresh();

    QString m_detectorName;
    int m_count = 0;
    int m_warning = 0;
    int m_critical = 0;
    int m_breaker = 0;
    QLabel *m_label;
    QLabel *m_value;
    Bar *m_bar;
    QLabel *m_detail;
    QString m_detailText;
};

} // namespace toolgate::ui
