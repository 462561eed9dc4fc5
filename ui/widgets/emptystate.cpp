// SPDX-License-Identifier: MIT
#include "ui/widgets/emptystate.h"

#include <QAction>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace toolgate::ui {

namespace {
// Button text without the menu mnemonic or trailing ellipsis handling changes.
// A menu text without its mnemonic: "Start &Demo" and the Chinese "启动演示(&D)" alike.
QString buttonText(const QAction *action) {
    static const QRegularExpression mnemonicSuffix(QStringLiteral("\\(&[^)]\\)"));
    QString text = action->text();
    text.remove(mnemonicSuffix);
    text.remove(QLatin1Char('&'));
    return text;
}
} // namespace

EmptyState::EmptyState(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel)
    , m_body(new QLabel)
    , m_hints(new QVBoxLayout)
    , m_buttons(new QHBoxLayout) {
    auto *card = new QFrame;
    card->setObjectName(QStringLiteral("emptyCard"));
    // A fixed width lets the word-wrapped labels compute their height; a maximum width clips them.
    card->setFixedWidth(580);

    m_title->setObjectName(QStringLiteral("emptyTitle"));
    m_title->setWordWrap(true);
    m_body->setObjectName(QStringLiteral("emptyBody"));
    m_body->setWordWrap(true);
    m_hints->setSpacing(4);
    m_buttons->setSpacing(8);
    m_buttons->addStretch(1);

    auto *inner = new QVBoxLayout(card);
    inner->setContentsMargins(28, 24, 28, 24);
    inner->setSpacing(10);
    inner->addWidget(m_title);
    inner->addWidget(m_body);
    inner->addLayout(m_hints);
    inner->addSpacing(6);
    inner->addLayout(m_buttons);

    // Centred with stretches, not alignment flags: an aligned item gets its sizeHint() height,
    // which ignores height-for-width and clips wrapped text.
    auto *row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(card);
    row->addStretch(1);
    auto *outer = new QVBoxLayout(this);
    outer->addStretch(2);
    outer->addLayout(row);
    outer->addStretch(3);
}

void EmptyState::setTitle(const QString &title) {
    m_title->setText(title);
}

void EmptyState::setBody(const QString &body) {
    m_body->setText(body);
}

void EmptyState::addHint(const QString &hint) {
    auto *label = new QLabel(QStringLiteral("•  ") + hint);
    label->setObjectName(QStringLiteral("emptyHint"));
    label->setWordWrap(true);
    m_hints->addWidget(label);
}

void EmptyState::setHints(const QStringList &hints) {
    while (QLayoutItem *item = m_hints->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    for (const QString &hint : hints)
        addHint(hint);
}

void EmptyState::addActionButton(QAction *action, bool primary) {
    auto *button = new QPushButton(buttonText(action));
    if (primary)
        button->setObjectName(QStringLiteral("primaryButton"));
    button->setEnabled(action->isEnabled());
    button->setVisible(action->isVisible()); // an action that does not apply now is not offered
    button->setToolTip(action->toolTip());
    connect(button, &QPushButton::clicked, action, &QAction::trigger);
    connect(action, &QAction::changed, button, [button, action] {
        button->setText(buttonText(action));
        button->setEnabled(action->isEnabled());
        button->setVisible(action->isVisible());
        button->setToolTip(action->toolTip());
    });
    m_buttons->addWidget(button);
}

} // namespace toolgate::ui
