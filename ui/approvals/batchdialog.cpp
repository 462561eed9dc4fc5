// SPDX-License-Identifier: MIT
#include "ui/approvals/batchdialog.h"

#include "ui/theme.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSet>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace toolgate::ui {

namespace {
QString decisionLabel(const QString &decision) {
    if (decision == QLatin1String("allow-once"))
        return BatchDialog::tr("Allow once");
    if (decision == QLatin1String("allow-always"))
        return BatchDialog::tr("Allow always");
    if (decision == QLatin1String("deny"))
        return BatchDialog::tr("Deny");
    return decision;
}
} // namespace

BatchDialog::BatchDialog(const QList<Item> &items, const QString &shapeLabel, QWidget *parent)
    : QDialog(parent)
    , m_list(new QTreeWidget(this))
    , m_decision(new QComboBox(this))
    , m_summary(new QLabel(this))
    , m_apply(new QPushButton(tr("Apply to all"), this))
    , m_close(new QPushButton(tr("Cancel"), this)) {
    setObjectName(QStringLiteral("batchDialog"));
    setWindowTitle(tr("Decide %n similar request(s)", nullptr, static_cast<int>(items.size())));
    resize(720, 460);
    auto *layout = new QVBoxLayout(this);

    QSet<QString> agents;
    QSet<QString> gateways;
    QStringList common{QStringLiteral("allow-once"), QStringLiteral("allow-always"),
                       QStringLiteral("deny")};
    for (const Item &item : items) {
        agents.insert(item.agent);
        gateways.insert(item.gatewayName);
        common.erase(
            std::remove_if(common.begin(), common.end(),
                           [&item](const QString &d) { return !item.decisions.contains(d); }),
            common.end());
    }
    QStringList agentList = agents.values();
    agentList.sort();
    QStringList gatewayList = gateways.values();
    gatewayList.sort();
    m_summary->setWordWrap(true);
    m_summary->setText(
        tr("%n request(s) from agent %1, all of the shape \"%2\", on %3. The decision you pick is "
           "sent once for each of them; each request's own result is listed below.",
           nullptr, static_cast<int>(items.size()))
            .arg(agentList.join(QStringLiteral(", ")), shapeLabel,
                 gatewayList.join(QStringLiteral(", "))));
    layout->addWidget(m_summary);

    m_list->setObjectName(QStringLiteral("batchItems"));
    m_list->setRootIsDecorated(false);
    m_list->setHeaderLabels({tr("Request"), tr("Result")});
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    for (const Item &item : items) {
        auto *row = new QTreeWidgetItem(m_list, {item.text, tr("not sent yet")});
        row->setData(0, Qt::UserRole, item.id);
        row->setToolTip(0, item.text);
        m_rows.insert(item.id, row);
    }
    layout->addWidget(m_list, 1);

    auto *bottom = new QHBoxLayout;
    bottom->addWidget(new QLabel(tr("Decision for all:"), this));
    m_decision->setObjectName(QStringLiteral("batchDecision"));
    for (const QString &d : common)
        m_decision->addItem(decisionLabel(d), d);
    bottom->addWidget(m_decision);
    bottom->addStretch(1);
    m_apply->setObjectName(QStringLiteral("batchApply"));
    m_apply->setDefault(true);
    m_apply->setEnabled(!common.isEmpty() && !items.isEmpty());
    bottom->addWidget(m_apply);
    bottom->addWidget(m_close);
    layout->addLayout(bottom);
    if (common.isEmpty())
        m_summary->setText(m_summary->text() + u' ' +
                           tr("These requests have no decision in common."));

    connect(m_apply, &QPushButton::clicked, this, &BatchDialog::apply);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
}

QStringList BatchDialog::ids() const {
    QStringList out;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i)
        out << m_list->topLevelItem(i)->data(0, Qt::UserRole).toString();
    return out;
}

QString BatchDialog::decision() const {
    return m_decision->currentData().toString();
}

void BatchDialog::setDecision(const QString &decision) {
    const int index = m_decision->findData(decision);
    if (index >= 0)
        m_decision->setCurrentIndex(index);
}

void BatchDialog::apply() {
    if (m_applied)
        return;
    m_applied = true;
    m_apply->setEnabled(false);
    m_decision->setEnabled(false);
    m_close->setText(tr("Close"));
    for (QTreeWidgetItem *row : std::as_const(m_rows))
        row->setText(1, tr("sending…"));
    emit applyRequested(decision());
}

void BatchDialog::reportResult(const QString &id, bool ok, const QString &message) {
    QTreeWidgetItem *row = m_rows.value(id);
    if (!row)
        return;
    row->setText(1, ok ? tr("%1: done").arg(decisionLabel(decision()))
                       : tr("not applied: %1").arg(message));
    row->setForeground(1, Theme::tone(ok ? Theme::Tone::Success : Theme::Tone::Warning));
    ++m_done;
    if (m_done == m_rows.size())
        m_summary->setText(tr("Finished: every request has its result below."));
}

} // namespace toolgate::ui
