// SPDX-License-Identifier: MIT
#include "ui/approvals/historyview.h"

#include "approvals/approvalhistory.h"
#include "models/historytablemodel.h"
#include "ui/approvals/decisiontone.h"
#include "ui/shell/errortext.h"
#include "ui/shell/languagechange.h"
#include "ui/shell/theme.h"

#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace toolgate::ui {

HistoryView::HistoryView(QWidget *parent)
    : QWidget(parent)
    , m_model(new core::HistoryTableModel(this))
    , m_search(new QLineEdit(this))
    , m_decision(new QComboBox(this))
    , m_kind(new QComboBox(this))
    , m_agent(new QLineEdit(this))
    , m_who(new QLineEdit(this))
    , m_range(new QComboBox(this))
    , m_table(new QTableView(this))
    , m_count(new QLabel(this))
    , m_exportNote(new QLabel(this))
    , m_counting(new QFutureWatcher<core::HistoryCount>(this))
    , m_indexing(new QTimer(this)) {
    setObjectName(QStringLiteral("historyView"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 8, 0, 0);
    auto *filters = new QHBoxLayout;
    m_search->setObjectName(QStringLiteral("historySearch"));
    m_search->setClearButtonEnabled(true);
    // Filter values are data; their labels come from the retranslation below.
    m_decision->addItem(QString(), QString());
    for (const QString &decision : core::approvalDecisionNames())
        m_decision->addItem(QString(), decision);
    for (const char *kind : {"", "exec", "plugin"})
        m_kind->addItem(QString(), QLatin1String(kind));
    m_agent->setMaximumWidth(140);
    m_who->setMaximumWidth(160);
    for (const int seconds : {0, 3600, 86400, 7 * 86400, 30 * 86400})
        m_range->addItem(QString(), seconds);
    auto *exportButton = new QPushButton(this);
    exportButton->setObjectName(QStringLiteral("historyExport"));
    // The search box on a row of its own (with Export): beside six filters it was squeezed to
    // a few letters in a 1024-pixel window.
    auto *searchRow = new QHBoxLayout;
    searchRow->addWidget(m_search, 1);
    searchRow->addWidget(exportButton);
    filters->addWidget(m_decision);
    filters->addWidget(m_kind);
    filters->addWidget(m_agent, 1);
    filters->addWidget(m_who, 1);
    filters->addWidget(m_range);
    layout->addLayout(searchRow);
    layout->addLayout(filters);

    m_table->setObjectName(QStringLiteral("historyTable"));
    m_table->setModel(m_model);
    m_table->setItemDelegate(new DecisionDelegate(core::HistoryTableModel::DecisionColumn,
                                                  core::HistoryTableModel::DecisionRole, m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(26);
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(core::HistoryTableModel::RequestColumn,
                                                      QHeaderView::Stretch);
    layout->addWidget(m_table, 1);
    m_count->setObjectName(QStringLiteral("historyCount"));
    Theme::setTone(m_count, Theme::Tone::Secondary);
    layout->addWidget(m_count);
    m_exportNote->setObjectName(QStringLiteral("historyExportNote"));
    m_exportNote->setWordWrap(true);
    m_exportNote->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_exportNote->hide();
    layout->addWidget(m_exportNote);

    // Typing re-queries after a short pause, not per key stroke.
    auto *debounce = new QTimer(this);
    debounce->setSingleShot(true);
    debounce->setInterval(200);
    connect(debounce, &QTimer::timeout, this, &HistoryView::refresh);
    for (QLineEdit *edit : {m_search, m_agent, m_who})
        connect(edit, &QLineEdit::textChanged, debounce, qOverload<>(&QTimer::start));
    for (QComboBox *box : {m_decision, m_kind, m_range})
        connect(box, &QComboBox::currentIndexChanged, this, &HistoryView::refresh);
    connect(exportButton, &QPushButton::clicked, this, &HistoryView::exportWithDialog);
    connect(m_counting, &QFutureWatcher<core::HistoryCount>::finished, this,
            &HistoryView::showCount);
    m_indexing->setInterval(1000);
    connect(m_indexing, &QTimer::timeout, this, &HistoryView::showCount);
    retranslateWith(this, [this, exportButton] {
        m_search->setPlaceholderText(tr("Search command, title, agent, session or id"));
        const QString decisions[] = {tr("Any decision"), tr("Allow once"), tr("Allow always"),
                                     tr("Deny")};
        for (int i = 0; i < 4; ++i)
            m_decision->setItemText(i, decisions[i]);
        const QString kinds[] = {tr("Exec and plugin"), tr("Exec"), tr("Plugin")};
        for (int i = 0; i < 3; ++i)
            m_kind->setItemText(i, kinds[i]);
        m_agent->setPlaceholderText(tr("Agent"));
        m_who->setPlaceholderText(tr("Decided by"));
        const QString ranges[] = {tr("Any time"), tr("Last hour"), tr("Last 24 hours"),
                                  tr("Last 7 days"), tr("Last 30 days")};
        for (int i = 0; i < 5; ++i)
            m_range->setItemText(i, ranges[i]);
        exportButton->setText(tr("Export CSV…"));
        refresh(); // the count line
    });
}

void HistoryView::setHistory(core::ApprovalHistory *history) {
    m_history = history;
    refresh();
}

void HistoryView::refresh() {
    if (!m_history) {
        m_model->setRecords({});
        m_count->setText(tr("No history is kept in this session."));
        return;
    }
    core::HistoryFilter filter;
    filter.text = m_search->text().trimmed();
    filter.decision = m_decision->currentData().toString();
    filter.kind = m_kind->currentData().toString();
    filter.agent = m_agent->text().trimmed();
    if (const int seconds = m_range->currentData().toInt(); seconds > 0)
        filter.fromMs = QDateTime::currentMSecsSinceEpoch() - qint64(seconds) * 1000;
    filter.resolvedBy = m_who->text().trimmed();
    // The table reads a page at a time as it scrolls; the total may take longer (every match
    // is tested), so it is counted off this thread.
    m_model->setSource(m_history, filter);
    if (!m_model->lastError().isEmpty()) {
        m_counting->setFuture({});
        m_count->setText(tr("The history could not be read: %1").arg(m_model->lastError()));
        return;
    }
    m_count->setText(tr("Counting approvals…"));
    m_counting->setFuture(m_history->countInBackground(filter));
}

void HistoryView::showCount() {
    if (!m_history || !m_counting->isFinished() || m_counting->future().resultCount() == 0)
        return;
    const core::HistoryCount total = m_counting->result();
    if (total.rows < 0) {
        m_count->setText(tr("The history could not be read: %1").arg(total.error));
        return;
    }
    QString text = tr("%n approval(s) shown", nullptr, static_cast<int>(total.rows));
    if (const qint64 backlog = m_history->searchIndexBacklog(); backlog > 0) {
        text += QStringLiteral(" · ") +
                tr("indexing %n older approval(s) for search", nullptr, static_cast<int>(backlog));
        m_indexing->start();
    } else {
        m_indexing->stop();
    }
    m_count->setText(text);
}

QString HistoryView::exportCsv(const QString &path) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return file.errorString();
    const auto records = m_model->allRecords();
    if (!records)
        return ErrorText::describe(records.error());
    file.write(core::ApprovalHistory::toCsv(*records));
    if (!file.commit())
        return file.errorString();
    m_exportNote->setText(
        tr("Exported %n approval(s) to %1.", nullptr, static_cast<int>(records->size()))
            .arg(QDir::toNativeSeparators(path)));
    m_exportNote->show();
    return {};
}

void HistoryView::exportWithDialog() {
    const QString path = QFileDialog::getSaveFileName(this, tr("Export approval history"),
                                                      QStringLiteral("approvals.csv"),
                                                      tr("CSV files (*.csv);;All files (*)"));
    if (path.isEmpty())
        return;
    if (const QString error = exportCsv(path); !error.isEmpty())
        QMessageBox::warning(this, tr("Export failed"),
                             tr("The history could not be written: %1").arg(error));
}

} // namespace toolgate::ui
