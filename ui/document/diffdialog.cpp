// SPDX-License-Identifier: MIT
#include "ui/document/diffdialog.h"

#include "ui/shell/theme.h"
#include "ui/widgets/tonedelegate.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace toolgate::ui {

DiffDialog::DiffDialog(const QList<core::AgentToolChange> &changes, const QStringList &pathChanges,
                       const QStringList &errors, const QString &actionText, QWidget *parent)
    : QDialog(parent)
    , m_semantic(new QTreeWidget(this))
    , m_paths(new QTreeWidget(this)) {
    setObjectName(QStringLiteral("diffDialog"));
    setWindowTitle(tr("Review changes"));

    auto *intro = new QLabel(
        changes.isEmpty() ? tr("No agent gains or loses a tool in the current context.")
                          : tr("%n agent(s) change what they can call in the current context.",
                               nullptr, static_cast<int>(changes.size())),
        this);
    intro->setObjectName(QStringLiteral("diffIntro"));
    intro->setWordWrap(true);

    m_semantic->setObjectName(QStringLiteral("semanticDiff"));
    m_semantic->setColumnCount(3);
    m_semantic->setHeaderLabels({tr("Agent"), tr("Gains"), tr("Loses")});
    m_semantic->setRootIsDecorated(false);
    m_semantic->setItemDelegate(new ToneDelegate(m_semantic)); // gains green, losses red
    m_semantic->setWordWrap(true);
    m_semantic->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_semantic->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_semantic->header()->setSectionResizeMode(2, QHeaderView::Stretch);
    for (const core::AgentToolChange &change : changes) {
        auto *item = new QTreeWidgetItem(m_semantic);
        item->setText(0, change.agentId.isEmpty() ? tr("(default)") : change.agentId);
        QStringList gained;
        for (const QString &tool : change.gained)
            gained << QLatin1Char('+') + tool;
        QStringList lost;
        for (const QString &tool : change.lost)
            lost << QStringLiteral("−") + tool;
        if (!change.errorAfter.isEmpty() && change.errorAfter != change.errorBefore)
            lost << tr("run refused: %1").arg(change.errorAfter);
        // One tool a line: a long list grows the row instead of running off the column's edge.
        item->setText(1, gained.join(QLatin1Char('\n')));
        item->setText(2, lost.join(QLatin1Char('\n')));
        item->setData(1, ToneDelegate::ToneRole, ToneDelegate::toneValue(Theme::Tone::Success));
        item->setData(2, ToneDelegate::ToneRole, ToneDelegate::toneValue(Theme::Tone::Danger));
        item->setToolTip(1, item->text(1));
        item->setToolTip(2, item->text(2));
    }

    m_paths->setObjectName(QStringLiteral("pathDiff"));
    m_paths->setColumnCount(1);
    m_paths->setHeaderLabels({tr("Changed keys")});
    m_paths->setRootIsDecorated(false);
    QFont mono = font();
    mono.setFamily(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::Monospace);
    for (const QString &change : pathChanges) {
        auto *item = new QTreeWidgetItem(m_paths, {change});
        item->setFont(0, mono);
        item->setToolTip(0, change);
    }

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *confirm = buttons->addButton(actionText, QDialogButtonBox::AcceptRole);
    confirm->setObjectName(QStringLiteral("primaryButton"));
    confirm->setDefault(errors.isEmpty());
    buttons->button(QDialogButtonBox::Cancel)->setDefault(!errors.isEmpty());
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *pathTitle = new QLabel(tr("Key paths"), this);
    pathTitle->setObjectName(QStringLiteral("sectionTitle"));
    auto *semanticTitle = new QLabel(tr("What agents can call"), this);
    semanticTitle->setObjectName(QStringLiteral("sectionTitle"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(20, 18, 20, 16);
    layout->setSpacing(10);
    if (!errors.isEmpty()) {
        constexpr int kShown = 5;
        QStringList lines = errors.mid(0, kShown);
        if (errors.size() > kShown)
            lines << tr("…and %n more (Policy screen)", nullptr,
                        static_cast<int>(errors.size()) - kShown);
        auto *warning = new QLabel(
            tr("This config still has %n lint error(s). OpenClaw may refuse it or read it "
               "differently from what you see here. %1 anyway?",
               nullptr, static_cast<int>(errors.size()))
                    .arg(actionText) +
                QLatin1Char('\n') + lines.join(QLatin1Char('\n')),
            this);
        warning->setObjectName(QStringLiteral("diffErrors"));
        warning->setWordWrap(true);
        warning->setTextInteractionFlags(Qt::TextSelectableByMouse);
        Theme::setTone(warning, Theme::Tone::Danger);
        layout->addWidget(warning);
    }
    layout->addWidget(intro);
    layout->addWidget(semanticTitle);
    layout->addWidget(m_semantic, 3);
    layout->addWidget(pathTitle);
    layout->addWidget(m_paths, 2);
    layout->addWidget(buttons);
    resize(760, 520);
}

} // namespace toolgate::ui
