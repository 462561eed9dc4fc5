// SPDX-License-Identifier: MIT
#include "ui/approvals/batchdialog.h"

#include "ui/approvals/allowalwaysdialog.h"
#include "ui/shell/theme.h"
#include "ui/widgets/tonedelegate.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace toolgate::ui {

namespace {
QString decisionLabel(core::ApprovalDecision decision) {
    switch (decision) {
    case core::ApprovalDecision::AllowOnce:
        return BatchDialog::tr("Allow once");
    case core::ApprovalDecision::AllowAlways:
        return BatchDialog::tr("Allow always");
    case core::ApprovalDecision::Deny:
        return BatchDialog::tr("Deny");
    }
    return {};
}

QString riskText(const core::RequestRisk &risk) {
    QStringList reasons;
    for (const QString &reason : risk.reasons)
        reasons << BatchDialog::riskReasonText(reason);
    switch (risk.level) {
    case core::RiskLevel::High:
        return BatchDialog::tr("High: %1").arg(reasons.join(QStringLiteral("; ")));
    case core::RiskLevel::Caution:
        return BatchDialog::tr("Check: %1").arg(reasons.join(QStringLiteral("; ")));
    case core::RiskLevel::None:
        break;
    }
    return BatchDialog::tr("none found");
}
} // namespace

BatchDialog::BatchDialog(core::BatchPlan plan, QWidget *parent)
    : QDialog(parent)
    , m_plan(std::move(plan))
    , m_list(new QTreeWidget(this))
    , m_decision(new QComboBox(this))
    , m_summary(new QLabel(this))
    , m_allowAlwaysText(new QLabel(this))
    , m_apply(new QPushButton(tr("Apply to all"), this))
    , m_close(new QPushButton(tr("Cancel"), this)) {
    setObjectName(QStringLiteral("batchDialog"));
    setWindowTitle(m_plan.isMixed()
                       ? tr("Decide %n request(s) of different shapes", nullptr, m_plan.size())
                       : tr("Decide %n similar request(s)", nullptr, m_plan.size()));
    resize(760, 520);
    auto *layout = new QVBoxLayout(this);

    const std::vector<core::ApprovalDecision> common = m_plan.commonDecisions();
    m_summary->setObjectName(QStringLiteral("batchSummary"));
    m_summary->setWordWrap(true);
    m_summary->setText(summaryText());
    layout->addWidget(m_summary);

    auto *shapes = new QTreeWidget(this);
    shapes->setObjectName(QStringLiteral("batchShapes"));
    shapes->setRootIsDecorated(false);
    shapes->setItemDelegate(new ToneDelegate(shapes)); // risk in its tone
    shapes->setHeaderLabels({tr("Requests"), tr("Command shape"), tr("Risk")});
    shapes->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    shapes->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    shapes->header()->setSectionResizeMode(2, QHeaderView::Stretch);
    fillShapes(shapes);
    // Every shape visible at once: the list is the point of the pre-flight.
    const int rowHeight = shapes->sizeHintForRow(0) > 0 ? shapes->sizeHintForRow(0) : 20;
    const int visibleRows = std::clamp(shapes->topLevelItemCount(), 1, 6);
    shapes->setFixedHeight(shapes->header()->sizeHint().height() + rowHeight * visibleRows +
                           2 * shapes->frameWidth() + 4);
    layout->addWidget(shapes);

    m_list->setObjectName(QStringLiteral("batchItems"));
    m_list->setRootIsDecorated(false);
    m_list->setItemDelegate(new ToneDelegate(m_list)); // results in their tone
    m_list->setHeaderLabels({tr("Request"), tr("Result")});
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    QHash<QString, const core::BatchRequest *> byId;
    for (const core::BatchRequest &item : m_plan.requests())
        byId.insert(item.request.id, &item);
    for (const QString &id : m_plan.ids()) {
        const QString text = byId.value(id)->request.displayText();
        auto *row = new QTreeWidgetItem(m_list, {text, tr("not sent yet")});
        row->setData(0, Qt::UserRole, id);
        row->setToolTip(0, text);
        m_rows.insert(id, row);
    }
    layout->addWidget(m_list, 1);

    m_allowAlwaysText->setObjectName(QStringLiteral("batchAllowAlwaysStored"));
    m_allowAlwaysText->setWordWrap(true);
    m_allowAlwaysText->setText(allowAlwaysText());
    m_allowAlwaysText->hide();
    layout->addWidget(m_allowAlwaysText);

    auto *bottom = new QHBoxLayout;
    auto *decisionLabelWidget = new QLabel(tr("Decision for all:"), this);
    decisionLabelWidget->setBuddy(m_decision);
    bottom->addWidget(decisionLabelWidget);
    m_decision->setObjectName(QStringLiteral("batchDecision"));
    m_decision->setAccessibleName(tr("Decision for all"));
    fillDecisions(common);
    bottom->addWidget(m_decision);
    bottom->addStretch(1);
    m_apply->setObjectName(QStringLiteral("batchApply"));
    // With a high-risk request in the batch nothing is preselected and Enter applies nothing:
    // the owner must pick the decision on purpose.
    m_apply->setAutoDefault(false);
    m_apply->setDefault(m_plan.highestRisk() != core::RiskLevel::High);
    m_close->setAutoDefault(false);
    bottom->addWidget(m_apply);
    bottom->addWidget(m_close);
    layout->addLayout(bottom);

    connect(m_decision, &QComboBox::currentIndexChanged, this, &BatchDialog::decisionChanged);
    connect(m_apply, &QPushButton::clicked, this, &BatchDialog::apply);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    decisionChanged();
}

void BatchDialog::fillDecisions(const std::vector<core::ApprovalDecision> &common) {
    if (m_plan.highestRisk() == core::RiskLevel::High && !common.empty())
        m_decision->addItem(tr("Choose a decision…")); // no data: nothing to send
    for (const core::ApprovalDecision d : common)
        m_decision->addItem(decisionLabel(d), core::approvalDecisionName(d)); // data: wire name
}

bool BatchDialog::hasDecision() const {
    return core::approvalDecisionFromName(m_decision->currentData().toString()).has_value();
}

void BatchDialog::decisionChanged() {
    if (m_applied)
        return;
    m_apply->setEnabled(hasDecision());
    const bool always = hasDecision() && decision() == core::ApprovalDecision::AllowAlways;
    m_allowAlwaysText->setVisible(always);
    m_apply->setText(always ? tr("Allow always for all") : tr("Apply to all"));
}

// What "allow always" stores, once per command shape: the same sentence a single Shift+A shows.
QString BatchDialog::allowAlwaysText() const {
    QHash<QString, const core::ApprovalRequest *> byId;
    for (const core::BatchRequest &item : m_plan.requests())
        byId.insert(item.request.id, &item.request);
    QStringList parts;
    for (const core::ShapeGroup &group : m_plan.groups()) {
        const core::ApprovalRequest *first = byId.value(group.ids.value(0));
        if (!first)
            continue;
        QString part = tr("%1: %2").arg(group.shape.label, AllowAlwaysDialog::storedText(*first));
        if (group.ids.size() > 1)
            part += u' ' + tr("The same holds for each of the other %n request(s) of this shape, "
                              "each with its own command line.",
                              nullptr, static_cast<int>(group.ids.size() - 1));
        parts << part;
    }
    return parts.join(QStringLiteral("\n\n"));
}

QString BatchDialog::riskReasonText(const QString &reason) {
    static const QHash<QString, const char *> texts{
        {QStringLiteral("destructive"), QT_TR_NOOP("deletes or overwrites data")},
        {QStringLiteral("privilege"), QT_TR_NOOP("runs with elevated privileges")},
        {QStringLiteral("pipe-to-shell"), QT_TR_NOOP("runs a downloaded script")},
        {QStringLiteral("inline-eval"), QT_TR_NOOP("runs code given inline")},
        {QStringLiteral("network-post"), QT_TR_NOOP("sends data over the network")},
        {QStringLiteral("remote-shell"), QT_TR_NOOP("runs commands on another machine")},
        {QStringLiteral("payment"), QT_TR_NOOP("makes a payment")},
        {QStringLiteral("external-post"), QT_TR_NOOP("posts to an external service")},
        {QStringLiteral("message-send"), QT_TR_NOOP("sends a message")},
        {QStringLiteral("critical"), QT_TR_NOOP("the plugin marks it critical")},
        {QStringLiteral("network"), QT_TR_NOOP("uses the network")},
        {QStringLiteral("write-outside-cwd"), QT_TR_NOOP("writes outside the working directory")},
        {QStringLiteral("shell-metacharacters"),
         QT_TR_NOOP("several commands, redirects or substitutions")},
        {QStringLiteral("standing-grant"), QT_TR_NOOP("mints a standing grant")},
        {QStringLiteral("warning"), QT_TR_NOOP("the plugin marks it a warning")}};
    const char *text = texts.value(reason);
    return text ? tr(text) : reason;
}

QString BatchDialog::summaryText() const {
    const QString agents = m_plan.agents().join(QStringLiteral(", "));
    const QString gateways = m_plan.gateways().join(QStringLiteral(", "));
    QString text;
    if (m_plan.isMixed()) {
        text = tr("%n request(s) from agent %1 on %2, in %3 different command shapes: every shape "
                  "is listed below with its count, the risky ones first. The decision you pick is "
                  "sent once for each request; each request's own result is listed at the bottom.",
                  nullptr, m_plan.size())
                   .arg(agents, gateways)
                   .arg(m_plan.groups().size());
    } else if (!m_plan.groups().empty()) {
        text = tr("%n request(s) from agent %1, all of the shape \"%2\", on %3. The decision you "
                  "pick is sent once for each of them; each request's own result is listed below.",
                  nullptr, m_plan.size())
                   .arg(agents, m_plan.groups().front().shape.label, gateways);
    }
    if (m_plan.highestRisk() == core::RiskLevel::High)
        text += u' ' + tr("Some of these requests are high risk: read each one before deciding.");
    if (m_plan.commonDecisions().empty())
        text += u' ' + tr("These requests have no decision in common.");
    return text;
}

void BatchDialog::fillShapes(QTreeWidget *shapes) const {
    for (const core::ShapeGroup &group : m_plan.groups()) {
        auto *row = new QTreeWidgetItem(
            shapes, {QString::number(group.ids.size()), group.shape.label, riskText(group.risk)});
        row->setToolTip(1, group.shape.label);
        row->setToolTip(2, riskText(group.risk));
        row->setTextAlignment(0, Qt::AlignRight | Qt::AlignVCenter);
        if (group.risk.level == core::RiskLevel::High)
            row->setData(2, ToneDelegate::ToneRole, ToneDelegate::toneValue(Theme::Tone::Danger));
        else if (group.risk.level == core::RiskLevel::Caution)
            row->setData(2, ToneDelegate::ToneRole, ToneDelegate::toneValue(Theme::Tone::Warning));
    }
}

core::ApprovalDecision BatchDialog::decision() const {
    // Apply is disabled until a decision is chosen, so the fallback is never sent; deny is safe.
    return core::approvalDecisionFromName(m_decision->currentData().toString())
        .value_or(core::ApprovalDecision::Deny);
}

void BatchDialog::apply() {
    if (m_applied || !hasDecision())
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
    row->setData(1, ToneDelegate::ToneRole,
                 ToneDelegate::toneValue(ok ? Theme::Tone::Success : Theme::Tone::Warning));
    ++m_done;
    if (m_done == m_rows.size())
        m_summary->setText(tr("Finished: every request has its result below."));
}

} // namespace toolgate::ui
