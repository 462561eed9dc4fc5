// SPDX-License-Identifier: MIT
#include "ui/shell/connectionindicator.h"

#include "ui/shell/languagechange.h"
#include "ui/shell/theme.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>

namespace toolgate::ui {

namespace {
constexpr int kDot = 8;
constexpr int kDotMargin = 6;

Theme::Tone toneFor(ConnectionIndicator::State state) {
    switch (state) {
    case ConnectionIndicator::State::Connected:
        return Theme::Tone::Success;
    case ConnectionIndicator::State::Demo:
        return Theme::Tone::Accent;
    case ConnectionIndicator::State::Connecting:
        return Theme::Tone::Warning;
    case ConnectionIndicator::State::Lost:
        return Theme::Tone::Danger;
    case ConnectionIndicator::State::Offline:
        break;
    }
    return Theme::Tone::Muted;
}
} // namespace

ConnectionIndicator::ConnectionIndicator(QWidget *parent)
    : QWidget(parent)
    , m_label(new QLabel(this)) {
    setObjectName(QStringLiteral("connectionIndicator"));
    m_label->setObjectName(QStringLiteral("statusConnection"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(kDot + kDotMargin * 2, 0, 4, 0);
    layout->addWidget(m_label);
    retranslateWith(this, [this] { setState(m_state, m_detail); });
}

QString ConnectionIndicator::text() const {
    return m_label->text();
}

void ConnectionIndicator::setState(State state, const QString &detail, Detail kind) {
    m_state = state;
    m_detail = detail;
    if (kind == Detail::Sentence && !detail.isEmpty()) {
        m_label->setText(detail);
        update();
        return;
    }
    QString text;
    switch (state) {
    case State::Offline:
        text = tr("Not connected");
        break;
    case State::Connecting:
        text = tr("Connecting to %1…").arg(detail);
        break;
    case State::Connected:
        text = tr("Connected to %1").arg(detail);
        break;
    case State::Demo:
        text = tr("Demo gateway (%1)").arg(detail);
        break;
    case State::Lost:
        text = tr("Connection lost: %1").arg(detail);
        break;
    }
    m_label->setText(text);
    update();
}

void ConnectionIndicator::paintEvent(QPaintEvent *event) {
    QWidget::paintEvent(event);
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(Theme::tone(toneFor(m_state)));
    painter.drawEllipse(QRectF(kDotMargin, (height() - kDot) / 2.0, kDot, kDot));
}

} // namespace toolgate::ui
