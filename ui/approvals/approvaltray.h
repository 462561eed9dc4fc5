// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QMenu;
class QSystemTrayIcon;
class QTimer;

namespace toolgate::core {
struct ApprovalRequest;
}

namespace toolgate::ui {

// The tray presence of the inbox: an icon with the pending count, a desktop notification per new
// request (clicking it opens that card), an optional sound and a do-not-disturb switch. Without a
// system tray it degrades to highlighting the window (QApplication::alert). While gateways with
// approvals are connected, closing the window keeps the console running in the tray.
class ApprovalTray final : public QObject {
    Q_OBJECT

public:
    explicit ApprovalTray(QObject *parent = nullptr);
    ~ApprovalTray() override;

    bool isTrayAvailable() const { return m_icon != nullptr; }
    void setPendingCount(int count);
    int pendingCount() const { return m_count; }
    // The icon's tooltip ("Toolgate: 3 pending approvals"), also without a system tray.
    QString toolTip() const;
    // A new request: notifies (unless do-not-disturb) and beeps when sound is on.
    void notifyNewRequest(const core::ApprovalRequest &request);
    // The notification's headline for a request ("main wants to run a command").
    static QString headline(const core::ApprovalRequest &request);
    // Whether closing the window should leave the console running in the tray.
    void setKeepRunning(bool keep);

    bool doNotDisturb() const { return m_dnd; }
    void setDoNotDisturb(bool on);
    bool soundEnabled() const { return m_sound; }
    void setSoundEnabled(bool on);
    // The id the last notification was about (what a click on it opens).
    QString lastNotifiedId() const { return m_lastId; }
    int notificationCount() const { return m_notifications; }
    // A burst of requests is being collected into one notification.
    bool hasQueuedNotification() const;

    QAction *doNotDisturbAction() const { return m_dndAction; }
    QAction *soundAction() const { return m_soundAction; }

signals:
    void openRequested(const QString &id);
    void showWindowRequested();
    void doNotDisturbChanged(bool on);
    void pendingCountChanged(int count);

private:
    void flush();
    void updateIcon();

    QSystemTrayIcon *m_icon = nullptr;
    QMenu *m_menu = nullptr;
    QAction *m_dndAction;
    QAction *m_soundAction;
    QTimer *m_burst;
    QStringList m_burstIds;
    QString m_burstTitle;
    QString m_burstBody;
    QString m_lastId;
    int m_count = 0;
    int m_notifications = 0;
    bool m_dnd = false;
    bool m_sound = false;
};

} // namespace toolgate::ui
