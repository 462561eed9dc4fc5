// SPDX-License-Identifier: MIT
#include "ui/widgets/screenheader.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace toolgate::ui {

ScreenHeader::ScreenHeader(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_subtitle(new QLabel(this))
    , m_trailing(new QHBoxLayout) {
    m_title->setObjectName(QStringLiteral("screenTitle"));
    m_subtitle->setObjectName(QStringLiteral("screenSubtitle"));
    m_subtitle->setWordWrap(true);

    auto *text = new QVBoxLayout;
    text->setSpacing(2);
    text->addWidget(m_title);
    text->addWidget(m_subtitle);

    m_trailing->setSpacing(8);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(text, 1);
    layout->addLayout(m_trailing);
}

void ScreenHeader::setTitle(const QString &title) {
    m_title->setText(title);
}

void ScreenHeader::setSubtitle(const QString &subtitle) {
    m_subtitle->setText(subtitle);
}

void ScreenHeader::addTrailingWidget(QWidget *widget) {
    m_trailing->addWidget(widget, 0, Qt::AlignVCenter);
}

} // namespace toolgate::ui
