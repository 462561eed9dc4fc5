// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/approvaldecision.h"
#include "approvals/approvalretention.h"
#include "ui/shell/screen.h"

#include <QPointer>
#include <QSet>

#include <vector>

class QAction;
class QCheckBox;
class QHBoxLayout;
class QLabel;
class QModelIndex;
class QPushButton;
class QStackedWidget;
class QTabWidget;
class QTimer;
class QTreeView;

namespace toolgate::core {
class ApprovalListModel;
}

namespace toolgate::ui {

class AllowAlwaysDialog;
class ApprovalDetailCard;
class ApprovalTray;
class ApprovalTriage;
class BatchDialog;
class EmptyState;
class HistoryView;

// The owner's inbox of pending exec and plugin approvals from every connected gateway: oldest
// first and grouped by gateway, each with a live countdown; the detail card of the selected one;
// keyboard triage (j/k, a, Shift+A, d, s, b, Esc: actions on the list); batch decisions for similar
// requests; the tray icon and notifications; and the decision history. Gateway outcomes (resolved
// elsewhere, expired, connection lost, ...) are states on the rows, never error dialogs.
class ApprovalsScreen final : public Screen {
    Q_OBJECT

public:
    explicit ApprovalsScreen(const ScreenContext &context, QWidget *parent = nullptr);
    ~ApprovalsScreen() override;

    // Its name, title and subtitle: the navigation shows them before the screen is built.
    static const ScreenDescriptor kDescriptor;
    void registerActions(ActionRegistry &registry) override;
    void activated() override;

    core::ApprovalListModel *model() const { return m_model; }
    QTreeView *inboxView() const { return m_view; }
    ApprovalDetailCard *card() const { return m_card; }
    ApprovalTray *tray() const { return m_tray; }
    HistoryView *historyView() const { return m_history; }
    BatchDialog *batchDialog() const;
    AllowAlwaysDialog *allowAlwaysDialog() const;

    QString currentId() const;
    // Drops finished requests the retention lets go from the inbox and every gateway's queue
    // (the tick does it once a minute; the history keeps them). Returns how many left the inbox.
    int pruneFinished(qint64 nowMs);
    // The line above the tabs when the history cannot be written or was moved aside.
    QLabel *historyHealthLabel() const { return m_historyHealth; }

private:
    // The inbox page: the toolbar above the list, the card beside it.
    void buildInbox();
    QHBoxLayout *buildToolbar();
    void buildInboxView();
    // The inbox and history tabs under the history-health line.
    void buildTabs();
    void connectSignals();
    void startTimers();
    // The connected gateways' queues and the shared history.
    void followGateways();
    void retranslate();
    void updateEmptyHints();
    void showHistoryHealth();
    void selectId(const QString &id);
    // Sends `decision` for the current request; allow-always first asks for confirmation.
    void decideCurrent(core::ApprovalDecision decision);
    // Selects every pending request with the current one's agent and command shape.
    int selectSimilar();
    // Opens the batch pre-flight for the selected requests (or the similar ones).
    BatchDialog *openBatch();
    void createKeyActions();
    void attach(const QString &gatewayId);
    void refreshEntry(const QString &gatewayId, const QString &id);
    void decide(const QString &id, core::ApprovalDecision decision, int grantDays = 0);
    void moveCurrent(int delta);
    void selectNextPending(int fromRow);
    void showCurrent();
    void tick();
    void updateCounts();
    void updateKeepRunning();
    void openFromNotification(const QString &id);
    QStringList selectedIds() const;

    core::ApprovalListModel *m_model;
    QTabWidget *m_tabs;
    QLabel *m_historyHealth;
    QStackedWidget *m_inboxStack;
    EmptyState *m_emptyState;
    QWidget *m_inbox = nullptr; // toolbar, list and card
    QTreeView *m_view;
    ApprovalDetailCard *m_card;
    HistoryView *m_history;
    ApprovalTray *m_tray;
    ApprovalTriage *m_triage;
    QLabel *m_counts;
    QCheckBox *m_doNotDisturb = nullptr;
    QCheckBox *m_sound = nullptr;
    QPushButton *m_similarButton;
    QPushButton *m_batchButton;
    QPushButton *m_clearFinished = nullptr;
    QTimer *m_tick;
    QTimer *m_historyRefresh;
    QPointer<BatchDialog> m_batch;
    QPointer<AllowAlwaysDialog> m_always;
    struct KeyAction {
        const char *id;
        QAction *action;
    };
    std::vector<KeyAction> m_keyActions; // in the palette under these ids
    QSet<QString> m_notified;
    core::ApprovalRetention m_retention;
    int m_ticks = 0;
    bool m_cardClosed = false; // Esc: stay closed until the owner picks a request
};

} // namespace toolgate::ui
