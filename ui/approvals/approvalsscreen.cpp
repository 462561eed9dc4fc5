// SPDX-License-Identifier: MIT
// Over 600 lines for now: the screen wires the inbox, card, triage, batch, history, tray and the
// retention together; each of those lives in its own file beside it.
#include "ui/approvals/approvalsscreen.h"

#include "approvals/approvalhistory.h"
#include "gateway/approvalservice.h"
#include "gateway/connectionmanager.h"
#include "gateway/gatewayclient.h"
#include "models/approvallistmodel.h"
#include "ui/approvals/allowalwaysdialog.h"
#include "ui/approvals/approvaldetailcard.h"
#include "ui/approvals/approvaltray.h"
#include "ui/approvals/approvaltriage.h"
#include "ui/approvals/batchdialog.h"
#include "ui/approvals/decisiontone.h"
#include "ui/approvals/historyview.h"
#include "ui/approvals/statecolumnfit.h"
#include "ui/shell/actionregistry.h"
#include "ui/shell/consolesettings.h"
#include "ui/shell/languagechange.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/theme.h"
#include "ui/widgets/emptystate.h"

#include <QAction>
#include <QCheckBox>
#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace toolgate::ui {

using core::ApprovalListModel;
using core::ApprovalState;

// The request column never gets less than this while other columns can give way.
constexpr int kReadableRequestPx = 160;

namespace {
// Greys rows that can no longer be decided (stale, finished) and colours the state column.
class InboxDelegate final : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override {
        QStyledItemDelegate::initStyleOption(option, index);
        const auto state =
            static_cast<ApprovalState>(index.data(ApprovalListModel::StateRole).toInt());
        const bool stale = index.data(ApprovalListModel::StaleRole).toBool();
        QColor colour = Theme::textPrimary();
        if (stale || core::isTerminal(state))
            colour = Theme::textSecondary();
        if (index.column() == ApprovalListModel::StateColumn) {
            const Theme::Tone decided =
                decisionTone(index.data(ApprovalListModel::DecisionRole).toString());
            if ((state == ApprovalState::ResolvedHere ||
                 state == ApprovalState::ResolvedElsewhere) &&
                decided != Theme::Tone::Neutral)
                colour = Theme::tone(decided);
            else if (state == ApprovalState::Resolving)
                colour = Theme::tone(Theme::Tone::Accent);
            else if (state == ApprovalState::Pending && !stale)
                colour = Theme::tone(Theme::Tone::Warning);
        }
        if (index.column() == ApprovalListModel::ExpiresColumn && state == ApprovalState::Pending &&
            index.data(ApprovalListModel::RemainingMsRole).toLongLong() < 60000)
            colour = Theme::tone(Theme::Tone::Danger);
        if (index.column() == ApprovalListModel::GatewayColumn) {
            option->font.setBold(true);
            if (!index.data(ApprovalListModel::GroupStartRole).toBool())
                option->text.clear(); // one label per gateway group
        }
        option->palette.setColor(QPalette::Text, colour);
        option->palette.setColor(QPalette::HighlightedText, colour);
    }
};
} // namespace

const ScreenDescriptor ApprovalsScreen::kDescriptor{
    "approvalsScreen", "toolgate::ui::ApprovalsScreen",
    QT_TRANSLATE_NOOP("toolgate::ui::ApprovalsScreen", "Approvals"),
    QT_TRANSLATE_NOOP("toolgate::ui::ApprovalsScreen",
                      "Decide pending exec and plugin approvals from every connected gateway.")};

ApprovalsScreen::ApprovalsScreen(const ScreenContext &context, QWidget *parent)
    : Screen(kDescriptor, context, parent)
    , m_model(new ApprovalListModel(this))
    , m_tabs(new QTabWidget(this))
    , m_historyHealth(new QLabel(this))
    , m_inboxStack(new QStackedWidget(this))
    , m_emptyState(new EmptyState(this))
    , m_view(new QTreeView(this))
    , m_card(new ApprovalDetailCard(this))
    , m_history(new HistoryView(this))
    , m_tray(new ApprovalTray(this))
    , m_triage(new ApprovalTriage(m_model, this))
    , m_counts(new QLabel(this))
    , m_similarButton(new QPushButton(this))
    , m_batchButton(new QPushButton(this))
    , m_tick(new QTimer(this))
    , m_historyRefresh(new QTimer(this))
    , m_retention(ConsoleSettings::approvalsRetention()) {
    initHeader();
    buildInbox();
    buildTabs();
    connectSignals();
    startTimers();
    // Attaching a gateway fills the model: its row signals are connected above.
    followGateways();
    tick();
    retranslateWith(this, [this] { retranslate(); });
}

void ApprovalsScreen::buildInbox() {
    // Inbox: toolbar + list on the left, the card on the right.
    m_inbox = new QWidget(this);
    auto *inboxLayout = new QVBoxLayout(m_inbox);
    inboxLayout->setContentsMargins(0, 8, 0, 0);
    inboxLayout->addLayout(buildToolbar());

    auto *splitter = new QSplitter(Qt::Horizontal, m_inbox);
    buildInboxView();
    splitter->addWidget(m_view);
    splitter->setObjectName(QStringLiteral("approvalSplitter"));
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_card); // its details scroll inside it, above the buttons
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({560, 440});
    inboxLayout->addWidget(splitter, 1);
}

QHBoxLayout *ApprovalsScreen::buildToolbar() {
    auto *toolbar = new QHBoxLayout;
    m_counts->setObjectName(QStringLiteral("approvalCounts"));
    toolbar->addWidget(m_counts);
    toolbar->addStretch(1);
    m_doNotDisturb = new QCheckBox(this);
    m_doNotDisturb->setObjectName(QStringLiteral("approvalDoNotDisturb"));
    m_doNotDisturb->setChecked(m_tray->doNotDisturb());
    m_sound = new QCheckBox(this);
    m_sound->setChecked(m_tray->soundEnabled());
    m_clearFinished = new QPushButton(this);
    toolbar->addWidget(m_doNotDisturb);
    toolbar->addWidget(m_sound);
    toolbar->addSpacing(12);
    toolbar->addWidget(m_similarButton);
    toolbar->addWidget(m_batchButton);
    toolbar->addWidget(m_clearFinished);
    m_similarButton->setObjectName(QStringLiteral("approvalSimilarButton"));
    m_batchButton->setObjectName(QStringLiteral("approvalBatchButton"));
    m_clearFinished->setObjectName(QStringLiteral("approvalClearFinished"));
    for (QPushButton *b : {m_similarButton, m_batchButton, m_clearFinished})
        b->setFocusPolicy(Qt::NoFocus);
    return toolbar;
}

void ApprovalsScreen::buildInboxView() {
    m_view->setObjectName(QStringLiteral("approvalInbox"));
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAllColumnsShowFocus(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setItemDelegate(new InboxDelegate(m_view));
    m_view->setTextElideMode(Qt::ElideMiddle);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(ApprovalListModel::RequestColumn, QHeaderView::Stretch);
    // Short columns sized to what they hold, so "Demo gateway" is never elided; the state as
    // long as the request keeps room to be told apart; the request takes the rest.
    for (int column : {ApprovalListModel::GatewayColumn, ApprovalListModel::AgentColumn,
                       ApprovalListModel::ExpiresColumn})
        m_view->header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    auto *stateFit = new StateColumnFit(m_view, ApprovalListModel::StateColumn,
                                        ApprovalListModel::RequestColumn, kReadableRequestPx);
    // The live states are short and always whole; finished ones elide (tooltip whole).
    const auto wholeStates = [stateFit] {
        QStringList texts;
        for (ApprovalState state : {ApprovalState::Pending, ApprovalState::Resolving,
                                    ApprovalState::Expired, ApprovalState::Cancelled}) {
            core::ApprovalEntry entry;
            entry.state = state;
            texts << ApprovalListModel::stateText(entry, false);
        }
        stateFit->setWholeTexts(texts);
    };
    wholeStates();
    retranslateWith(stateFit, wholeStates);
    createKeyActions();
    // The request column keeps room to read (the other columns are fixed), and the card fits its
    // pane without scrolling sideways, so neither shrinks to nothing at 1024 wide.
    int fixedColumns = 0;
    for (int column = 0; column < m_model->columnCount(); ++column)
        fixedColumns += column == ApprovalListModel::RequestColumn ? 0
                        : column == ApprovalListModel::StateColumn
                            ? m_view->header()->sectionSizeHint(column) // it elides past that
                            : m_view->header()->sectionSize(column);
    m_view->setMinimumWidth(fixedColumns + kReadableRequestPx + 2 * m_view->frameWidth());
}

void ApprovalsScreen::buildTabs() {
    m_inboxStack->addWidget(m_emptyState);
    m_inboxStack->addWidget(m_inbox);
    m_tabs->addTab(m_inboxStack, QString());
    m_tabs->addTab(m_history, QString());
    m_tabs->setObjectName(QStringLiteral("approvalTabs"));
    m_tabs->setDocumentMode(true);
    // Said where the owner decides: the history not being written is never silent.
    m_historyHealth->setObjectName(QStringLiteral("historyHealth"));
    m_historyHealth->setWordWrap(true);
    m_historyHealth->setStyleSheet(QStringLiteral("font-weight: bold;"));
    Theme::setTone(m_historyHealth, Theme::Tone::Danger);
    m_historyHealth->hide();
    pageLayout()->addWidget(m_historyHealth);
    pageLayout()->addWidget(m_tabs, 1);
}

void ApprovalsScreen::connectSignals() {
    connect(m_doNotDisturb, &QCheckBox::toggled, m_tray, &ApprovalTray::setDoNotDisturb);
    connect(m_tray, &ApprovalTray::doNotDisturbChanged, m_doNotDisturb, &QCheckBox::setChecked);
    connect(m_sound, &QCheckBox::toggled, m_tray, &ApprovalTray::setSoundEnabled);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ApprovalsScreen::showCurrent);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &ApprovalsScreen::updateCounts);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &ApprovalsScreen::updateCounts);
    connect(m_model, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &from, const QModelIndex &to) {
                if (from.column() != ApprovalListModel::ExpiresColumn)
                    updateCounts();
                const int row = m_model->rowOf(m_card->currentId());
                if (row >= from.row() && row <= to.row() &&
                    from.column() != ApprovalListModel::ExpiresColumn)
                    showCurrent();
            });
    connect(m_card, &ApprovalDetailCard::decisionRequested, this,
            [this](const QString &id, core::ApprovalDecision decision) {
                selectId(id);
                decideCurrent(decision);
            });
    connect(m_card, &ApprovalDetailCard::dismissRequested, this, [this] {
        m_cardClosed = true;
        m_view->selectionModel()->clearSelection();
        m_view->setCurrentIndex({});
        m_card->setEntry(nullptr, {});
    });
    connect(m_similarButton, &QPushButton::clicked, this, &ApprovalsScreen::selectSimilar);
    connect(m_batchButton, &QPushButton::clicked, this, &ApprovalsScreen::openBatch);
    connect(m_clearFinished, &QPushButton::clicked, this, [this] {
        m_model->clearFinished();
        showCurrent();
    });
    connect(m_tray, &ApprovalTray::openRequested, this, &ApprovalsScreen::openFromNotification);
    connect(m_tray, &ApprovalTray::showWindowRequested, this,
            [this] { openFromNotification(QString()); });
}

void ApprovalsScreen::startTimers() {
    m_tick->setInterval(1000);
    connect(m_tick, &QTimer::timeout, this, &ApprovalsScreen::tick);
    m_tick->start();
    m_historyRefresh->setSingleShot(true);
    m_historyRefresh->setInterval(500);
    connect(m_historyRefresh, &QTimer::timeout, m_history, &HistoryView::refresh);
}

void ApprovalsScreen::followGateways() {
    gateway::ConnectionManager *connections = context().connections;
    if (!connections)
        return;
    m_history->setHistory(connections->history());
    if (core::ApprovalHistory *history = connections->history()) {
        history->setHealthListener([this] { showHistoryHealth(); });
        showHistoryHealth();
    }
    connect(connections, &gateway::ConnectionManager::sessionAdded, this, &ApprovalsScreen::attach);
    connect(connections, &gateway::ConnectionManager::statusChanged, this,
            &ApprovalsScreen::updateKeepRunning);
    connect(connections, &gateway::ConnectionManager::statusChanged, this,
            &ApprovalsScreen::updateEmptyHints);
    for (const QString &id : connections->activeIds())
        attach(id);
}

// What to do next depends on whether a gateway is there already: waiting is the answer then.
void ApprovalsScreen::updateEmptyHints() {
    const int connected = context().connections ? context().connections->summary().connected : 0;
    if (connected > 0) {
        m_emptyState->setHints(
            {tr("%n gateway(s) connected: a request appears here as soon as an agent asks.",
                nullptr, connected)});
        return;
    }
    m_emptyState->setHints(
        {tr("Connect a gateway with approval scopes on the Connections screen."),
         tr("Or watch scripted agents ask: View > Demo Scenario starts the built-in demo.")});
}

void ApprovalsScreen::retranslate() {
    m_emptyState->setTitle(tr("No pending approvals"));
    m_emptyState->setBody(
        tr("Exec commands and plugin requests that wait for an owner's decision appear here, "
           "oldest first and grouped by gateway, each with a countdown to its expiry and the "
           "full request to decide from."));
    updateEmptyHints();
    m_similarButton->setText(tr("Select similar  (S)"));
    m_batchButton->setText(tr("Decide selected…  (B)"));
    m_doNotDisturb->setText(tr("Do not disturb"));
    m_sound->setText(tr("Sound"));
    m_clearFinished->setText(tr("Clear finished"));
    m_clearFinished->setToolTip(tr("Removes decided, expired and cancelled requests from the "
                                   "list; the history keeps them."));
    m_tabs->setTabText(1, tr("History"));
    updateCounts(); // the Inbox tab and the pending count
    if (!m_card->currentId().isEmpty())
        showCurrent(); // the card's rows
}

ApprovalsScreen::~ApprovalsScreen() {
    // The history outlives the screen (main owns both): it must not call back into it.
    if (core::ApprovalHistory *history =
            context().connections ? context().connections->history() : nullptr)
        history->setHealthListener({});
}

BatchDialog *ApprovalsScreen::batchDialog() const {
    return m_batch;
}

AllowAlwaysDialog *ApprovalsScreen::allowAlwaysDialog() const {
    return m_always;
}

void ApprovalsScreen::createKeyActions() {
    // Keyboard triage: plain keys that act while the inbox list is on screen (a text field with
    // focus keeps its letters); the same actions are the palette's commands.
    const auto add = [this](const char *id, const QKeySequence &keys, auto slot) {
        auto *action = new QAction(this);
        action->setShortcut(keys);
        action->setShortcutContext(Qt::WindowShortcut);
        connect(action, &QAction::triggered, this, slot);
        m_view->addAction(action);
        m_keyActions.push_back({id, action});
    };
    add("approvals.allowOnce", QKeySequence(Qt::Key_A),
        [this] { decideCurrent(core::ApprovalDecision::AllowOnce); });
    add("approvals.allowAlways", QKeySequence(Qt::SHIFT | Qt::Key_A),
        [this] { decideCurrent(core::ApprovalDecision::AllowAlways); });
    add("approvals.deny", QKeySequence(Qt::Key_D),
        [this] { decideCurrent(core::ApprovalDecision::Deny); });
    add("approvals.selectSimilar", QKeySequence(Qt::Key_S), [this] { selectSimilar(); });
    add("approvals.batch", QKeySequence(Qt::Key_B), [this] { openBatch(); });
    add("approvals.next", QKeySequence(Qt::Key_J), [this] { moveCurrent(1); });
    add("approvals.previous", QKeySequence(Qt::Key_K), [this] { moveCurrent(-1); });
    add("approvals.closeCard", QKeySequence(Qt::Key_Escape),
        [this] { emit m_card->dismissRequested(); });
    add("approvals.history", QKeySequence(), [this] { m_tabs->setCurrentWidget(m_history); });
}

void ApprovalsScreen::registerActions(ActionRegistry &registry) {
    // Texts and the palette category follow the language.
    retranslateWith(this, [this, &registry] {
        const QString texts[] = {tr("Allow the selected request once"),
                                 tr("Allow the selected request always…"),
                                 tr("Deny the selected request"),
                                 tr("Select similar requests"),
                                 tr("Decide the selected requests together…"),
                                 tr("Next request"),
                                 tr("Previous request"),
                                 tr("Close the request card"),
                                 tr("Show the approval history")};
        for (std::size_t i = 0; i < m_keyActions.size(); ++i) {
            m_keyActions[i].action->setText(texts[i]);
            registry.addAction(QLatin1String(m_keyActions[i].id), m_keyActions[i].action, title());
        }
        registry.addAction(QStringLiteral("approvals.doNotDisturb"), m_tray->doNotDisturbAction(),
                           title());
    });
}

void ApprovalsScreen::activated() {
    m_history->refresh();
    if (currentId().isEmpty())
        selectNextPending(0);
    m_view->setFocus();
}

void ApprovalsScreen::attach(const QString &gatewayId) {
    gateway::ConnectionManager *connections = context().connections;
    gateway::ApprovalService *service = connections->service(gatewayId);
    gateway::GatewayClient *client = connections->client(gatewayId);
    if (!service)
        return;
    service->setRetention(m_retention);
    connect(service, &gateway::ApprovalService::approvalAdded, this,
            [this, gatewayId, service](const QString &id) {
                refreshEntry(gatewayId, id);
                const core::ApprovalEntry *entry = service->entry(id);
                if (entry && entry->state == ApprovalState::Pending && !m_notified.contains(id)) {
                    m_notified.insert(id);
                    m_tray->notifyNewRequest(entry->request);
                }
            });
    connect(service, &gateway::ApprovalService::approvalChanged, this,
            [this, gatewayId](const QString &id) { refreshEntry(gatewayId, id); });
    connect(service, &gateway::ApprovalService::synced, this, [this, gatewayId, service] {
        for (const core::ApprovalEntry *entry : service->queue().entries())
            refreshEntry(gatewayId, entry->request.id);
    });
    connect(service, &gateway::ApprovalService::decisionFinished, this,
            [this](const QString &id, const QString &, bool ok, const QString &error) {
                m_triage->noteFinished(id, ok, error);
            });
    if (client)
        connect(client, &gateway::GatewayClient::shutdownAnnounced, this,
                [this, gatewayId] { m_model->noteGatewayRestart(gatewayId); });
    for (const core::ApprovalEntry *entry : service->queue().entries())
        refreshEntry(gatewayId, entry->request.id);
    updateKeepRunning();
}

void ApprovalsScreen::refreshEntry(const QString &gatewayId, const QString &id) {
    gateway::ApprovalService *service = context().connections->service(gatewayId);
    const core::ApprovalEntry *entry = service ? service->entry(id) : nullptr;
    if (!entry)
        return;
    m_model->upsert(gatewayId, context().connections->displayName(gatewayId), *entry);
    m_historyRefresh->start();
    // The first request to arrive is shown at once, unless the owner closed the card on purpose.
    if (!m_cardClosed && !m_view->currentIndex().isValid() &&
        entry->state == ApprovalState::Pending && !entry->stale)
        selectId(id);
}

QString ApprovalsScreen::currentId() const {
    return m_model->idAt(m_view->currentIndex().row());
}

void ApprovalsScreen::selectId(const QString &id) {
    const int row = m_model->rowOf(id);
    if (row < 0)
        return;
    m_cardClosed = false;
    m_view->setCurrentIndex(m_model->index(row, ApprovalListModel::RequestColumn));
    m_view->scrollTo(m_view->currentIndex());
}

void ApprovalsScreen::showCurrent() {
    const int row = m_view->currentIndex().row();
    // Opening a request again (a click, a key) undoes "closed on purpose": later ones show again.
    if (row >= 0)
        m_cardClosed = false;
    const core::ApprovalEntry *entry = m_model->entryAt(row);
    m_card->setEntry(entry, entry ? context().connections->displayName(m_model->gatewayIdAt(row))
                                  : QString());
}

void ApprovalsScreen::decideCurrent(core::ApprovalDecision decision) {
    const int row = m_view->currentIndex().row();
    const core::ApprovalEntry *entry = m_model->entryAt(row);
    if (!entry || entry->state != ApprovalState::Pending || entry->stale ||
        !entry->request.allowsDecision(decision))
        return;
    if (decision == core::ApprovalDecision::AllowAlways) {
        delete m_always;
        m_always = new AllowAlwaysDialog(entry->request, this);
        m_always->setAttribute(Qt::WA_DeleteOnClose);
        const QString id = entry->request.id;
        connect(m_always, &QDialog::accepted, this, [this, id] {
            decide(id, core::ApprovalDecision::AllowAlways,
                   m_always ? m_always->grantExpiresInDays() : 0);
        });
        m_always->open();
        return;
    }
    decide(entry->request.id, decision);
}

void ApprovalsScreen::decide(const QString &id, core::ApprovalDecision decision, int grantDays) {
    const int row = m_model->rowOf(id);
    gateway::ApprovalService *service =
        context().connections ? context().connections->service(m_model->gatewayIdAt(row)) : nullptr;
    if (!service)
        return;
    if (auto sent = service->decide(id, decision, grantDays); !sent) {
        refreshEntry(m_model->gatewayIdAt(row), id);
        return;
    }
    // Triage flow: the next pending request becomes current.
    if (currentId() == id)
        selectNextPending(row + 1);
}

void ApprovalsScreen::selectNextPending(int fromRow) {
    const int row = m_triage->nextDecidableRow(fromRow);
    if (row >= 0)
        m_view->setCurrentIndex(m_model->index(row, ApprovalListModel::RequestColumn));
}

void ApprovalsScreen::moveCurrent(int delta) {
    const int row = m_triage->steppedRow(m_view->currentIndex().row(), delta);
    if (row >= 0)
        m_view->setCurrentIndex(m_model->index(row, ApprovalListModel::RequestColumn));
}

QStringList ApprovalsScreen::selectedIds() const {
    QList<int> rows;
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows())
        rows << index.row();
    return m_triage->decidableIds(rows);
}

int ApprovalsScreen::selectSimilar() {
    const QList<int> rows = m_triage->similarRows(m_view->currentIndex().row());
    QItemSelection selection;
    for (const int row : rows)
        selection.select(m_model->index(row, 0),
                         m_model->index(row, ApprovalListModel::ColumnCount - 1));
    if (!rows.isEmpty())
        m_view->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    return static_cast<int>(rows.size());
}

BatchDialog *ApprovalsScreen::openBatch() {
    if (selectedIds().size() < 2)
        selectSimilar();
    const QStringList ids = selectedIds();
    if (ids.isEmpty())
        return nullptr;
    gateway::ConnectionManager *connections = context().connections;
    delete m_batch;
    m_batch = new BatchDialog(
        core::BatchPlan(m_triage->batchRequests(
            ids,
            [connections](const QString &gateway) { return connections->displayName(gateway); })),
        this);
    m_batch->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_triage, &ApprovalTriage::resultReported, m_batch, &BatchDialog::reportResult);
    connect(m_batch, &BatchDialog::applyRequested, this,
            [this, connections](core::ApprovalDecision decision) {
                m_triage->sendBatch(m_batch->ids(), decision,
                                    [connections](const QString &gateway, const QString &id,
                                                  core::ApprovalDecision chosen) -> QString {
                                        gateway::ApprovalService *service =
                                            connections->service(gateway);
                                        if (!service)
                                            return tr("the gateway is not connected");
                                        const core::Status sent = service->decide(id, chosen);
                                        return sent ? QString() : sent.error().message;
                                    });
            });
    m_batch->open();
    return m_batch;
}

void ApprovalsScreen::tick() {
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    m_model->setNow(now);
    m_card->setNow(now);
    if (++m_ticks % 60 == 0)
        pruneFinished(now);
}

void ApprovalsScreen::showHistoryHealth() {
    const core::ApprovalHistory *history =
        context().connections ? context().connections->history() : nullptr;
    QStringList lines;
    if (history && !history->movedAsideFrom().isEmpty())
        lines << tr("The approval history file was damaged: it was moved to %1 and a new history "
                    "started.")
                     .arg(history->movedAsideFrom());
    if (history && history->health().failing)
        lines << tr("The approval history cannot be written (%1). Decisions still reach the "
                    "gateway; %n record(s) wait to be written when space returns.",
                    nullptr, static_cast<int>(history->health().waiting))
                     .arg(history->health().lastError);
    if (history && history->health().lost > 0)
        lines << tr("%n history record(s) could not be kept.", nullptr,
                    static_cast<int>(history->health().lost));
    m_historyHealth->setText(lines.join(u'\n'));
    m_historyHealth->setVisible(!lines.isEmpty());
}

int ApprovalsScreen::pruneFinished(qint64 nowMs) {
    if (gateway::ConnectionManager *connections = context().connections) {
        for (const QString &id : connections->activeIds()) {
            if (gateway::ApprovalService *service = connections->service(id))
                service->pruneFinished();
        }
    }
    const QStringList gone = m_model->pruneFinished(nowMs, m_retention, currentId());
    for (const QString &id : gone)
        m_notified.remove(id);
    if (!gone.isEmpty())
        updateCounts();
    return static_cast<int>(gone.size());
}

void ApprovalsScreen::updateCounts() {
    const int pending = m_model->pendingCount();
    m_tray->setPendingCount(pending);
    m_counts->setText(tr("%n pending", nullptr, pending));
    m_tabs->setTabText(0, pending > 0 ? tr("Inbox (%1)").arg(pending) : tr("Inbox"));
    m_inboxStack->setCurrentIndex(m_model->rowCount() > 0 ? 1 : 0);
}

void ApprovalsScreen::updateKeepRunning() {
    bool keep = false;
    if (gateway::ConnectionManager *connections = context().connections) {
        for (const QString &id : connections->activeIds()) {
            gateway::GatewayClient *client = connections->client(id);
            keep = keep || (client && client->isConnected() &&
                            client->hasScope(QStringLiteral("operator.approvals")));
        }
    }
    m_tray->setKeepRunning(keep);
}

void ApprovalsScreen::openFromNotification(const QString &id) {
    QWidget *top = window();
    top->show();
    top->raise();
    top->activateWindow();
    if (auto *main = qobject_cast<MainWindow *>(top))
        main->showScreen(main->screens().indexOf(this));
    m_tabs->setCurrentIndex(0);
    if (!id.isEmpty())
        selectId(id);
}

} // namespace toolgate::ui
