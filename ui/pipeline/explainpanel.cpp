// SPDX-License-Identifier: MIT
#include "ui/pipeline/explainpanel.h"

#include "ui/shell/errortext.h"
#include "ui/shell/languagechange.h"
#include "ui/shell/theme.h"
#include "ui/shell/themechange.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace toolgate::ui {

namespace {
QString fromStd(const std::string &text) {
    return QString::fromStdString(text);
}
} // namespace

ExplainPanel::ExplainPanel(QWidget *parent)
    : QFrame(parent)
    , m_title(new QLabel(this))
    , m_status(new QLabel(this))
    , m_path(new QLabel(this))
    , m_fix(new QLabel(this))
    , m_apply(new QPushButton(this)) {
    setObjectName(QStringLiteral("explainPanel"));
    setMinimumWidth(300);
    setMaximumWidth(380);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    titleFont.setWeight(QFont::DemiBold);
    m_title->setFont(titleFont);
    m_title->setObjectName(QStringLiteral("explainTitle"));
    for (QLabel *label : {m_status, m_path, m_fix}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::RichText);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_status->setObjectName(QStringLiteral("explainStatus"));
    m_path->setObjectName(QStringLiteral("explainPath"));
    m_fix->setObjectName(QStringLiteral("explainFix"));
    m_apply->setObjectName(QStringLiteral("primaryButton"));
    m_apply->hide(); // until an explanation offers a fix
    connect(m_apply, &QPushButton::clicked, this, &ExplainPanel::fixRequested);

    auto *close = new QToolButton(this);
    close->setText(QStringLiteral("×"));
    close->setAutoRaise(true);
    connect(close, &QToolButton::clicked, this, [this] {
        hide();
        emit closed();
    });

    auto *head = new QHBoxLayout;
    head->addWidget(m_title, 1);
    head->addWidget(close);
    auto *pathTitle = new QLabel(this);
    pathTitle->setObjectName(QStringLiteral("sectionTitle"));
    auto *fixTitle = new QLabel(this);
    fixTitle->setObjectName(QStringLiteral("sectionTitle"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 16);
    layout->setSpacing(10);
    layout->addLayout(head);
    layout->addWidget(m_status);
    layout->addWidget(pathTitle);
    layout->addWidget(m_path);
    layout->addWidget(fixTitle);
    layout->addWidget(m_fix);
    layout->addWidget(m_apply, 0, Qt::AlignLeft);
    layout->addStretch(1);
    // The explanation itself is shown again by its owner (PipelineScreen::refresh).
    retranslateWith(this, [this, close, pathTitle, fixTitle] {
        m_apply->setText(tr("Apply fix"));
        m_apply->setToolTip(tr("Apply the smallest change as one undoable edit"));
        close->setToolTip(tr("Close"));
        pathTitle->setText(tr("Path through the pipeline"));
        fixTitle->setText(tr("Smallest fix"));
    });
}

void ExplainPanel::showExplanation(const core::PolicyExplanation &explanation,
                                   const QStringList &stages, const QList<int> &states,
                                   const QStringList &notes) {
    m_tool = fromStd(explanation.tool);
    m_title->setText(m_tool);
    const bool allowed = explanation.allowed;
    const QString summary =
        allowed ? QString() : ErrorText::explanationSummary(explanation).toHtmlEscaped();
    // The verdict and the path in the theme's colours, again after a theme switch.
    setRecolour(m_path, [this, allowed, summary, stages, states, notes] {
        const QString good = Theme::tone(Theme::Tone::Success).name();
        const QString bad = Theme::tone(Theme::Tone::Danger).name();
        const QString muted = Theme::tone(Theme::Tone::Muted).name();
        m_status->setText(
            allowed ? QStringLiteral("<span style='color:%1;font-weight:600'>%2</span>")
                          .arg(good, tr("Callable in this context."))
                    : QStringLiteral("<span style='color:%1;font-weight:600'>%2</span><br>%3")
                          .arg(bad, tr("Not callable."), summary));
        QStringList rows;
        for (qsizetype i = 0; i < stages.size(); ++i) {
            const int state = states.value(i, 2);
            const QString mark =
                state == 0   ? QStringLiteral("<span style='color:%1'>✓</span>").arg(good)
                : state == 1 ? QStringLiteral("<span style='color:%1'>✗</span>").arg(bad)
                             : QStringLiteral("<span style='color:%1'>·</span>").arg(muted);
            QString line =
                mark +
                QStringLiteral("&nbsp;&nbsp;<code>%1</code>").arg(stages.at(i).toHtmlEscaped());
            if (state == 1 && !notes.value(i).isEmpty())
                line +=
                    QStringLiteral("<br>&nbsp;&nbsp;&nbsp;&nbsp;<span style='color:%1'>%2</span>")
                        .arg(Theme::textSecondary().name(), notes.value(i).toHtmlEscaped());
            rows << line;
        }
        if (rows.isEmpty())
            rows << tr("No step has a policy: every tool passes.");
        m_path->setText(rows.join(QStringLiteral("<br>")));
    });

    // The button is there only while there is a fix to apply: a disabled "Apply fix" beside
    // "Nothing to fix." reads as a live control.
    if (explanation.allowed) {
        m_fix->setText(tr("Nothing to fix."));
        m_apply->setVisible(false);
    } else if (explanation.blocked != core::ExplainBlock::None) {
        m_fix->setText(tr("No config change lets it through: %1")
                           .arg(ErrorText::blockedReason(explanation).toHtmlEscaped()));
        m_apply->setVisible(false);
    } else {
        QStringList lines;
        for (const core::PolicyFix &fix : explanation.fix)
            lines << ErrorText::fixSentence(fix).toHtmlEscaped();
        m_fix->setText(lines.isEmpty() ? tr("No single config change lets it through.")
                                       : lines.join(QStringLiteral("<br>")));
        m_apply->setVisible(!explanation.fix.empty());
    }
    show();
}

} // namespace toolgate::ui
