// SPDX-License-Identifier: MIT
#include "ui/approvals/approvaldetailcard.h"

#include "approvals/riskhints.h"
#include "models/approvallistmodel.h"
#include "ui/approvals/decisiontone.h"
#include "ui/approvals/riskhintpresenter.h"
#include "ui/shell/languagechange.h"
#include "ui/shell/theme.h"
#include "ui/shell/themechange.h"

#include <QDateTime>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>

namespace toolgate::ui {

namespace {
QLabel *makeLabel(QWidget *parent, bool wrap = true) {
    auto *label = new QLabel(parent);
    label->setWordWrap(wrap);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

// One whole sentence per case, so a translation is never glued from pieces.
QString analysisText(const core::CommandAnalysis &analysis) {
    const QString commands = QString::number(analysis.commandCount);
    const QString nested = QString::number(analysis.nestedCommandCount);
    if (analysis.riskKinds.isEmpty())
        return ApprovalDetailCard::tr("%1 command(s), %2 nested").arg(commands, nested);
    return ApprovalDetailCard::tr("%1 command(s), %2 nested; risk: %3")
        .arg(commands, nested, analysis.riskKinds.join(QStringLiteral(", ")));
}
} // namespace

ApprovalDetailCard::ApprovalDetailCard(QWidget *parent)
    : QFrame(parent)
    , m_placeholder(new QLabel(this))
    , m_body(new QWidget(this)) {
    setObjectName(QStringLiteral("approvalCard"));
    setFrameShape(QFrame::StyledPanel);
    setMinimumWidth(300); // fits beside the inbox at 1024 wide
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(16, 16, 16, 16);
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);
    Theme::setTone(m_placeholder, Theme::Tone::Secondary);
    outer->addWidget(m_placeholder, 1);
    outer->addWidget(m_body, 1);

    // The request's details scroll; the decision buttons stay under them, always in view (on a
    // tall card they scrolled away with the details).
    auto *bodyLayout = new QVBoxLayout(m_body);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    bodyLayout->setSpacing(10);
    auto *details = new QWidget;
    details->setObjectName(QStringLiteral("approvalCardDetails"));
    auto *layout = new QVBoxLayout(details);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(10);
    auto *top = new QHBoxLayout;
    m_kind = new QLabel(m_body);
    m_kind->setStyleSheet(QStringLiteral("font-weight: 600;"));
    Theme::setTone(m_kind, Theme::Tone::Secondary);
    m_countdown = new QLabel(m_body);
    m_countdown->setObjectName(QStringLiteral("cardCountdown"));
    m_countdown->setStyleSheet(QStringLiteral("font-weight: 600;"));
    top->addWidget(m_kind);
    top->addStretch(1);
    top->addWidget(m_countdown);
    layout->addLayout(top);

    m_state = makeLabel(m_body);
    m_state->setObjectName(QStringLiteral("cardState"));
    layout->addWidget(m_state);

    m_headline = makeLabel(m_body);
    m_headline->setObjectName(QStringLiteral("cardHeadline"));
    layout->addWidget(m_headline);
    m_detail = makeLabel(m_body);
    layout->addWidget(m_detail);

    m_form = new QFormLayout;
    m_form->setLabelAlignment(Qt::AlignRight | Qt::AlignTop);
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows); // narrow card: value under its label
    m_form->setHorizontalSpacing(12);
    m_form->setVerticalSpacing(4);
    layout->addLayout(m_form);

    m_warnings = makeLabel(m_body);
    m_warnings->setObjectName(QStringLiteral("cardWarnings"));
    Theme::setToneBox(m_warnings, Theme::Tone::Warning);
    layout->addWidget(m_warnings);
    m_hints = makeLabel(m_body);
    m_hints->setObjectName(QStringLiteral("cardRiskHints"));
    Theme::setToneBox(m_hints, Theme::Tone::Danger);
    m_hints->setTextFormat(Qt::RichText);
    layout->addWidget(m_hints);
    layout->addStretch(1);
    auto *detailsScroll = new QScrollArea(m_body);
    detailsScroll->setObjectName(QStringLiteral("approvalCardScroll"));
    detailsScroll->setWidget(details);
    detailsScroll->setWidgetResizable(true);
    detailsScroll->setFrameShape(QFrame::NoFrame);
    detailsScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // The card's own background shows through (setWidget() turned the details' fill on).
    detailsScroll->viewport()->setAutoFillBackground(false);
    details->setAutoFillBackground(false);
    bodyLayout->addWidget(detailsScroll, 1);

    m_alwaysReason = makeLabel(m_body);
    m_alwaysReason->setObjectName(QStringLiteral("allowAlwaysReason"));
    Theme::setTone(m_alwaysReason, Theme::Tone::Secondary);
    bodyLayout->addWidget(m_alwaysReason);

    // Two rows so the card fits beside the inbox at 1024 wide (Close never cut off).
    auto *buttons = new QHBoxLayout;
    auto *moreButtons = new QHBoxLayout;
    m_allowOnce = new QPushButton(m_body);
    m_allowOnce->setObjectName(QStringLiteral("allowOnceButton"));
    m_allowAlways = new QPushButton(m_body);
    m_allowAlways->setObjectName(QStringLiteral("allowAlwaysButton"));
    m_deny = new QPushButton(m_body);
    m_deny->setObjectName(QStringLiteral("denyButton"));
    m_dismiss = new QPushButton(m_body);
    m_dismiss->setObjectName(QStringLiteral("cardCloseButton"));
    for (QPushButton *b : {m_allowOnce, m_allowAlways, m_deny, m_dismiss})
        b->setFocusPolicy(Qt::NoFocus); // keys stay with the list
    m_allowOnce->setProperty("primary", true);
    buttons->addWidget(m_allowOnce);
    buttons->addWidget(m_allowAlways);
    buttons->addStretch(1);
    moreButtons->addWidget(m_deny);
    moreButtons->addStretch(1);
    moreButtons->addWidget(m_dismiss);
    bodyLayout->addLayout(buttons);
    bodyLayout->addLayout(moreButtons);

    connect(m_allowOnce, &QPushButton::clicked, this,
            [this] { emit decisionRequested(m_id, core::ApprovalDecision::AllowOnce); });
    connect(m_allowAlways, &QPushButton::clicked, this,
            [this] { emit decisionRequested(m_id, core::ApprovalDecision::AllowAlways); });
    connect(m_deny, &QPushButton::clicked, this,
            [this] { emit decisionRequested(m_id, core::ApprovalDecision::Deny); });
    connect(m_dismiss, &QPushButton::clicked, this, &ApprovalDetailCard::dismissRequested);
    // The request's own rows are written again by its owner (ApprovalsScreen::showCurrent).
    retranslateWith(this, [this] {
        m_placeholder->setText(tr("Select a request to see everything needed to decide it.\n"
                                  "j / k move, a allows once, Shift+A allows always, d denies."));
        m_allowOnce->setText(tr("Allow once"));
        m_allowAlways->setText(tr("Allow always…"));
        m_deny->setText(tr("Deny"));
        m_dismiss->setText(tr("Close"));
        m_dismiss->setToolTip(
            tr("Closes the card without deciding; the request stays pending (Esc)."));
        m_allowOnce->setToolTip(tr("Allows this one call (A)."));
        m_allowAlways->setToolTip(
            tr("Allows this command from now on, after a confirmation (Shift+A)."));
        m_deny->setToolTip(tr("Denies the call; the agent is told it was denied (D)."));
    });
    setEntry(nullptr, {});
}

QString ApprovalDetailCard::allowAlwaysUnavailableReason(const core::ApprovalRequest &request) {
    if (request.allowsDecision(core::ApprovalDecision::AllowAlways))
        return {};
    if (request.kind == core::ApprovalKind::Exec && request.ask == QLatin1String("always"))
        return tr("Allow always is not offered: this exec policy asks every time (ask: always), "
                  "so a standing grant would never be used.");
    if (request.kind == core::ApprovalKind::SystemAgent)
        return tr("A change to OpenClaw itself is allowed once or denied; it is never a standing "
                  "grant.");
    if (request.kind == core::ApprovalKind::Plugin && request.pluginId.isEmpty())
        return tr("Allow always is not offered: the plugin that asked only accepts a decision for "
                  "this one call.");
    if (request.kind == core::ApprovalKind::Plugin)
        return tr("Allow always is not offered: the plugin %1 only accepts a decision for this "
                  "one call.")
            .arg(request.pluginId);
    return tr("Allow always is not offered by the gateway for this request.");
}

QString ApprovalDetailCard::scopeText(const QString &kind) {
    if (kind == QLatin1String("message-send"))
        return tr("Sends a message");
    if (kind == QLatin1String("payment"))
        return tr("Makes a payment");
    if (kind == QLatin1String("external-post"))
        return tr("Posts to an external service");
    if (kind == QLatin1String("standing-grant"))
        return tr("Creates a standing grant");
    return kind; // a kind this console does not know yet: shown as the gateway names it
}

QString ApprovalDetailCard::highlightedCommand(const QString &command,
                                               const QList<QPair<int, int>> &spans) {
    QString html;
    int at = 0;
    for (const auto &[start, end] : spans) {
        if (start < at || start >= command.size())
            continue; // overlapping or out of range: the plain text stays readable
        const int stop = std::min<int>(end, static_cast<int>(command.size()));
        html += command.mid(at, start - at).toHtmlEscaped();
        html +=
            QStringLiteral("<span style=\"background-color: %1; color: %2;\">")
                .arg(Theme::tone(Theme::Tone::Warning).name(), Theme::windowBackground().name());
        html += command.mid(start, stop - start).toHtmlEscaped() + QStringLiteral("</span>");
        at = stop;
    }
    html += command.mid(at).toHtmlEscaped();
    return QStringLiteral("<span style=\"white-space: pre-wrap;\">") + html +
           QStringLiteral("</span>");
}

void ApprovalDetailCard::clearRows() {
    while (m_form->rowCount() > 0)
        m_form->removeRow(0);
}

void ApprovalDetailCard::addRow(const QString &label, const QString &value, bool monospace) {
    if (value.trimmed().isEmpty())
        return;
    QLabel *field = makeLabel(m_body);
    field->setText(value);
    if (monospace)
        field->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    auto *name = new QLabel(label, m_body);
    Theme::setTone(name, Theme::Tone::Secondary);
    m_form->addRow(name, field);
}

void ApprovalDetailCard::setEntry(const core::ApprovalEntry *entry, const QString &gatewayName) {
    m_placeholder->setVisible(entry == nullptr);
    m_body->setVisible(entry != nullptr);
    clearRows();
    if (!entry) {
        m_id.clear();
        m_live = false;
        return;
    }
    const core::ApprovalRequest &r = entry->request;
    const bool exec = r.kind == core::ApprovalKind::Exec;
    m_id = r.id;
    m_expiresAtMs = r.expiresAtMs;
    m_live = entry->state == core::ApprovalState::Pending && !entry->stale;

    const bool systemAgent = r.kind == core::ApprovalKind::SystemAgent;
    m_kind->setText(exec          ? tr("Exec command")
                    : systemAgent ? tr("OpenClaw change (system agent)")
                                  : tr("Plugin request"));
    const bool pending = entry->state == core::ApprovalState::Pending;
    m_state->setVisible(!pending || entry->stale);
    m_state->setText(core::ApprovalListModel::stateText(*entry, false));
    Theme::Tone tone = Theme::Tone::Muted;
    if (entry->state == core::ApprovalState::ResolvedHere)
        tone = decisionTone(entry->decision) == Theme::Tone::Neutral
                   ? Theme::Tone::Success
                   : decisionTone(entry->decision);
    else if (entry->state == core::ApprovalState::Resolving)
        tone = Theme::Tone::Accent;
    Theme::setToneBox(m_state, tone);

    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    if (exec) {
        m_headline->setFont(fixed);
        m_headline->setTextFormat(r.commandSpans.isEmpty() ? Qt::PlainText : Qt::RichText);
        // The risky words' highlight is spelled in the HTML: shown again after a theme switch.
        setRecolour(m_headline, [this, command = r.command, spans = r.commandSpans] {
            m_headline->setText(spans.isEmpty() ? command : highlightedCommand(command, spans));
        });
        Theme::setStyleProperty(m_headline, "command", true); // boxed, like code
        m_detail->setVisible(false);
        addRow(tr("Preview"), r.commandPreview, true);
        if (!r.commandArgv.isEmpty())
            addRow(tr("argv"),
                   QStringLiteral("[") + r.commandArgv.join(QStringLiteral(", ")) +
                       QStringLiteral("]"),
                   true);
        addRow(tr("Working directory"), r.cwd, true);
        addRow(tr("Resolved path"), r.resolvedPath, true);
        addRow(tr("Host"), r.nodeId.isEmpty() ? r.host : tr("%1 (node %2)").arg(r.host, r.nodeId));
        addRow(tr("Security / ask"), tr("%1 / %2").arg(r.security, r.ask));
        if (r.analysis.commandCount > 0)
            addRow(tr("Analysis"), analysisText(r.analysis));
        if (!r.envKeys.isEmpty())
            addRow(tr("Environment"), r.envKeys.join(QStringLiteral(", ")), true);
        if (!r.cronJobId.isEmpty())
            addRow(tr("Cron job"),
                   r.cronOperationBinding.isEmpty()
                       ? r.cronJobId
                       : tr("%1 (operation %2)").arg(r.cronJobId, r.cronOperationBinding));
    } else {
        QFont bold = font();
        bold.setBold(true);
        bold.setPointSizeF(bold.pointSizeF() * 1.15);
        m_headline->setFont(bold);
        m_headline->setTextFormat(Qt::PlainText);
        Theme::setStyleProperty(m_headline, "command", false);
        setRecolour(m_headline, [] {}); // no longer the command's
        m_headline->setText(r.title);
        m_detail->setVisible(true);
        m_detail->setText(r.description);
        addRow(tr("Severity"), r.severity);
        addRow(tr("Tool"), r.toolName, true);
        addRow(tr("Plugin"), r.pluginId, true);
        addRow(tr("Detail"), r.detail);
        addRow(tr("MCP tool"), r.mcpTool, true);
        // The decision is bound to this exact proposal; a changed proposal asks again.
        addRow(tr("Proposal hash"), r.proposalHash, true);
    }
    addRow(tr("Scope"), scopeText(r.scopeKind));
    addRow(tr("Agent"), r.agentId);
    addRow(tr("Session"), r.sessionKey, true);
    if (!r.turnSource.isEmpty()) {
        QStringList parts;
        if (!r.turnSource.channel.isEmpty())
            parts << r.turnSource.channel;
        if (!r.turnSource.to.isEmpty())
            parts << r.turnSource.to;
        if (!r.turnSource.accountId.isEmpty())
            parts << tr("account %1").arg(r.turnSource.accountId);
        if (!r.turnSource.threadId.isEmpty())
            parts << tr("thread %1").arg(r.turnSource.threadId);
        addRow(tr("Turn source"), parts.join(QStringLiteral(" · ")));
    }
    addRow(tr("Gateway"), gatewayName);
    if (r.createdAtMs > 0)
        addRow(tr("Requested"),
               QDateTime::fromMSecsSinceEpoch(r.createdAtMs).toString(QStringLiteral("HH:mm:ss")));
    addRow(tr("Id"), r.id, true);
    if (!entry->lastError.isEmpty())
        addRow(tr("Last attempt"), entry->lastError);

    QStringList warnings;
    if (!r.warningText.isEmpty())
        warnings << r.warningText;
    warnings << r.analysis.warningLines;
    m_warnings->setVisible(!warnings.isEmpty());
    m_warnings->setText(warnings.join(u'\n'));

    QStringList hints;
    for (const core::RiskHint &hint : core::riskHintsFor(r))
        hints << QStringLiteral("• ") + RiskHintPresenter::text(hint).toHtmlEscaped();
    if (!exec && r.severity == QLatin1String("critical"))
        hints << QStringLiteral("• ") + tr("The plugin marks this request as critical.");
    m_hints->setVisible(!hints.isEmpty());
    m_hints->setText(QStringLiteral("<b>") + tr("Risk hints") + QStringLiteral("</b><br>") +
                     hints.join(QStringLiteral("<br>")));

    m_allowOnce->setVisible(r.allowsDecision(core::ApprovalDecision::AllowOnce));
    m_allowAlways->setVisible(r.allowsDecision(core::ApprovalDecision::AllowAlways));
    m_deny->setVisible(r.allowsDecision(core::ApprovalDecision::Deny));
    for (QPushButton *b : {m_allowOnce, m_allowAlways, m_deny})
        b->setEnabled(m_live);
    const QString reason = allowAlwaysUnavailableReason(r);
    m_alwaysReason->setVisible(!reason.isEmpty());
    m_alwaysReason->setText(reason);
    setNow(QDateTime::currentMSecsSinceEpoch());
}

void ApprovalDetailCard::setNow(qint64 nowMs) {
    if (m_id.isEmpty())
        return;
    const qint64 remaining = m_expiresAtMs - nowMs;
    m_countdown->setVisible(m_live);
    m_countdown->setText(
        tr("expires in %1").arg(core::ApprovalListModel::countdownText(remaining)));
    Theme::setTone(m_countdown, remaining < 60000 ? Theme::Tone::Danger : Theme::Tone::Neutral);
}

} // namespace toolgate::ui
