// SPDX-License-Identifier: MIT
#include "ui/approvals/approvaltray.h"

#include "approvals/approvalrequest.h"

#include "ui/shell/consolesettings.h"
#include "ui/shell/languagechange.h"
#include "ui/shell/theme.h"
#include "ui/shell/themechange.h"

#include <QAction>
#include <QApplication>
#include <QIcon>
#include <QMenu>
#include <QPainter>
#include <QPixmap>
#include <QSystemTrayIcon>
#include <QTimer>

#include <utility>

namespace toolgate::ui {

ApprovalTray::ApprovalTray(QObject *parent)
    : QObject(parent)
    , m_dndAction(new QAction(this))
    , m_soundAction(new QAction(this))
    , m_burst(new QTimer(this)) {
    m_dnd = ConsoleSettings::approvalsDoNotDisturb();
    m_sound = ConsoleSettings::approvalsSound();
    m_dndAction->setCheckable(true);
    m_dndAction->setChecked(m_dnd);
    m_soundAction->setCheckable(true);
    m_soundAction->setChecked(m_sound);
    connect(m_dndAction, &QAction::toggled, this, &ApprovalTray::setDoNotDisturb);
    connect(m_soundAction, &QAction::toggled, this, &ApprovalTray::setSoundEnabled);
    // Requests arriving together become one notification, not a storm of balloons.
    m_burst->setSingleShot(true);
    m_burst->setInterval(300);
    connect(m_burst, &QTimer::timeout, this, &ApprovalTray::flush);

    if (QSystemTrayIcon::isSystemTrayAvailable()) {
        m_icon = new QSystemTrayIcon(this);
        m_menu = new QMenu;
        QAction *show = m_menu->addAction(QString());
        show->setObjectName(QStringLiteral("trayShow"));
        connect(show, &QAction::triggered, this, &ApprovalTray::showWindowRequested);
        m_menu->addSeparator();
        m_menu->addAction(m_dndAction);
        m_menu->addAction(m_soundAction);
        m_menu->addSeparator();
        QAction *quit = m_menu->addAction(QString());
        quit->setObjectName(QStringLiteral("trayQuit"));
        connect(quit, &QAction::triggered, qApp, &QApplication::quit);
        m_icon->setContextMenu(m_menu);
        connect(m_icon, &QSystemTrayIcon::activated, this,
                [this](QSystemTrayIcon::ActivationReason reason) {
                    if (reason == QSystemTrayIcon::Trigger ||
                        reason == QSystemTrayIcon::DoubleClick)
                        emit showWindowRequested();
                });
        connect(m_icon, &QSystemTrayIcon::messageClicked, this, [this] {
            if (!m_lastId.isEmpty())
                emit openRequested(m_lastId);
            else
                emit showWindowRequested();
        });
        m_icon->show();
    }
    retranslateWith(this, [this] {
        m_dndAction->setText(tr("Do not disturb"));
        m_soundAction->setText(tr("Sound for new requests"));
        if (m_menu) {
            m_menu->findChild<QAction *>(QStringLiteral("trayShow"))->setText(tr("Show Toolgate"));
            m_menu->findChild<QAction *>(QStringLiteral("trayQuit"))->setText(tr("Quit Toolgate"));
        }
        updateIcon(); // its tooltip
    });
    recolourWith(this, [this] { updateIcon(); });
}

ApprovalTray::~ApprovalTray() {
    delete m_menu;
}

void ApprovalTray::setPendingCount(int count) {
    if (count == m_count)
        return;
    m_count = count;
    updateIcon();
    emit pendingCountChanged(count);
}

QString ApprovalTray::toolTip() const {
    // Whole English sentences: without an English catalog "%n … (s)" would show its "(s)".
    return m_count == 0   ? tr("Toolgate: no pending approvals")
           : m_count == 1 ? tr("Toolgate: 1 pending approval")
                          : tr("Toolgate: %1 pending approvals").arg(m_count);
}

void ApprovalTray::updateIcon() {
    if (!m_icon)
        return;
    QPixmap pixmap(64, 64);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(Theme::badge(m_count > 0));
    painter.drawEllipse(4, 4, 56, 56);
    painter.setPen(Theme::badgeText());
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(m_count > 99 ? 22 : 30);
    painter.setFont(font);
    painter.drawText(QRect(0, 0, 64, 64), Qt::AlignCenter,
                     m_count > 999 ? QStringLiteral("999+") : QString::number(m_count));
    painter.end();
    m_icon->setIcon(QIcon(pixmap));
    m_icon->setToolTip(toolTip());
}

bool ApprovalTray::hasQueuedNotification() const {
    return m_burst->isActive();
}

QString ApprovalTray::headline(const core::ApprovalRequest &request) {
    if (request.kind == core::ApprovalKind::Exec)
        return tr("%1 wants to run a command").arg(request.agentId);
    if (request.kind == core::ApprovalKind::SystemAgent)
        return tr("OpenClaw wants to change itself: %1").arg(request.title);
    return tr("%1 asks: %2").arg(request.pluginId, request.title);
}

void ApprovalTray::notifyNewRequest(const core::ApprovalRequest &request) {
    if (m_burstIds.isEmpty()) {
        m_burstTitle = headline(request);
        m_burstBody = request.displayText();
    }
    m_burstIds.append(request.id);
    if (!m_burst->isActive())
        m_burst->start();
}

void ApprovalTray::flush() {
    const QStringList ids = std::exchange(m_burstIds, {});
    if (ids.isEmpty() || m_dnd)
        return;
    ++m_notifications;
    m_lastId = ids.first();
    QString title = m_burstTitle;
    QString body = m_burstBody;
    if (ids.size() > 1) {
        title = tr("%n new approval request(s)", nullptr, static_cast<int>(ids.size()));
        body = tr("The oldest: %1").arg(m_burstBody);
    }
    if (m_icon && QSystemTrayIcon::supportsMessages())
        m_icon->showMessage(title, body, QSystemTrayIcon::Warning, 10000);
    else if (QWidget *window = QApplication::activeWindow())
        QApplication::alert(window);
    if (m_sound)
        QApplication::beep();
}

void ApprovalTray::setKeepRunning(bool keep) {
    // Only with a tray icon to come back through; otherwise closing quits as usual.
    QApplication::setQuitOnLastWindowClosed(!(keep && m_icon));
}

void ApprovalTray::setDoNotDisturb(bool on) {
    if (on == m_dnd)
        return;
    m_dnd = on;
    m_dndAction->setChecked(on);
    ConsoleSettings::setApprovalsDoNotDisturb(on);
    emit doNotDisturbChanged(on);
}

void ApprovalTray::setSoundEnabled(bool on) {
    m_sound = on;
    m_soundAction->setChecked(on);
    ConsoleSettings::setApprovalsSound(on);
}

} // namespace toolgate::ui
