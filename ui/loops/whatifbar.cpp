// SPDX-License-Identifier: MIT
#include "ui/loops/whatifbar.h"

#include "ui/shell/languagechange.h"
#include "ui/shell/theme.h"
#include "ui/widgets/flowlayout.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace toolgate::ui {

namespace {
QSpinBox *makeSpin(int minimum, int maximum, QWidget *parent) {
    auto *spin = new QSpinBox(parent);
    spin->setRange(minimum, maximum);
    spin->setAccelerated(true);
    return spin;
}
} // namespace

WhatIfBar::WhatIfBar(QWidget *parent)
    : QGroupBox(parent)
    , m_warning(makeSpin(1, 999, this))
    , m_critical(makeSpin(1, 999, this))
    , m_breaker(makeSpin(1, 999, this))
    , m_window(makeSpin(2, 999, this))
    , m_reset(new QPushButton(this))
    , m_summary(new QLabel(this)) {
    auto *column = new QVBoxLayout(this);
    auto *boxes = new FlowLayout(nullptr, Theme::spacing());
    column->addLayout(boxes);
    const core::LoopThresholds defaults;
    QList<QLabel *> captions; // warning, critical, breaker, window
    const auto addSpin = [&](QSpinBox *spin, int value, const QString &name) {
        auto *pair = new QWidget(this);
        auto *pairLayout = new QHBoxLayout(pair);
        pairLayout->setContentsMargins(0, 0, 0, 0);
        auto *caption = new QLabel(pair);
        captions << caption;
        caption->setBuddy(spin);
        spin->setParent(pair);
        spin->setObjectName(name);
        spin->setValue(value);
        spin->setMinimumWidth(spin->sizeHint().width());
        pairLayout->addWidget(caption);
        pairLayout->addWidget(spin);
        boxes->addWidget(pair);
        connect(spin, &QSpinBox::valueChanged, this, [this] {
            m_reset->setEnabled(thresholds() != core::LoopThresholds{});
            if (!m_updating)
                emit changed();
        });
    };
    addSpin(m_warning, defaults.warning, QStringLiteral("whatIfWarning"));
    addSpin(m_critical, defaults.critical, QStringLiteral("whatIfCritical"));
    addSpin(m_breaker, defaults.breaker, QStringLiteral("whatIfBreaker"));
    addSpin(m_window, defaults.window, QStringLiteral("whatIfWindow"));
    m_reset->setObjectName(QStringLiteral("whatIfReset"));
    m_reset->setEnabled(false);
    connect(m_reset, &QPushButton::clicked, this, [this] {
        setThresholds(core::LoopThresholds{});
        emit changed();
    });
    boxes->addWidget(m_reset);
    m_summary->setObjectName(QStringLiteral("whatIfSummary"));
    m_summary->setWordWrap(true);
    column->addWidget(m_summary);

    retranslateWith(this, [this, captions] {
        setTitle(tr("What-if thresholds"));
        captions.at(0)->setText(tr("&Warning"));
        captions.at(1)->setText(tr("&Critical"));
        captions.at(2)->setText(tr("&Breaker"));
        captions.at(3)->setText(tr("Wi&ndow"));
        m_reset->setText(tr("Gateway defaults"));
        m_reset->setToolTip(tr("Back to OpenClaw's constants: warning 10, critical 20, "
                               "breaker 30, window 30."));
    });
}

core::LoopThresholds WhatIfBar::thresholds() const {
    core::LoopThresholds t;
    t.warning = m_warning->value();
    t.critical = m_critical->value();
    t.breaker = m_breaker->value();
    t.window = m_window->value();
    return t;
}

void WhatIfBar::setThresholds(const core::LoopThresholds &thresholds) {
    m_updating = true;
    m_warning->setValue(thresholds.warning);
    m_critical->setValue(thresholds.critical);
    m_breaker->setValue(thresholds.breaker);
    m_window->setValue(thresholds.window);
    m_updating = false;
}

void WhatIfBar::setSummary(const QString &text) {
    m_summary->setText(text);
}

} // namespace toolgate::ui
