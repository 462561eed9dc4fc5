// SPDX-License-Identifier: MIT
#include "ui/document/mergeconflictdialog.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace toolgate::ui {

namespace {

enum Column { PathColumn, BaseColumn, MineColumn, TheirsColumn, KeepColumn, ColumnCount };

} // namespace

QString MergeConflictDialog::valueText(const std::optional<core::Json> &value) {
    return value ? QString::fromStdString(value->dump()) : tr("(not set)");
}

MergeConflictDialog::MergeConflictDialog(const std::vector<core::MergeConflict> &conflicts,
                                         QWidget *parent)
    : QDialog(parent)
    , m_view(new QTreeWidget(this)) {
    setObjectName(QStringLiteral("mergeConflictDialog"));
    setWindowTitle(tr("Both sides changed the same settings"));

    auto *intro = new QLabel(
        tr("Your other edits were combined with the gateway's newer config. These %n setting(s) "
           "were changed both by you and by someone else; choose which value to keep. Nothing is "
           "sent to the gateway until you apply.",
           nullptr, static_cast<int>(conflicts.size())),
        this);
    intro->setWordWrap(true);

    m_view->setObjectName(QStringLiteral("mergeConflicts"));
    m_view->setColumnCount(ColumnCount);
    m_view->setHeaderLabels(
        {tr("Setting"), tr("Was"), tr("Yours"), tr("Theirs (on the gateway)"), tr("Keep")});
    m_view->setRootIsDecorated(false);
    m_view->setWordWrap(true);
    m_view->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    for (const core::MergeConflict &conflict : conflicts) {
        const int row = static_cast<int>(m_choices.size());
        m_choices.append(false); // theirs until the user says otherwise: it is what is live
        auto *item = new QTreeWidgetItem(m_view);
        item->setText(PathColumn, conflict.path.toString());
        item->setText(BaseColumn, valueText(conflict.base));
        item->setText(MineColumn, valueText(conflict.mine));
        item->setText(TheirsColumn, valueText(conflict.theirs));
        for (int c = BaseColumn; c <= TheirsColumn; ++c)
            item->setToolTip(c, item->text(c));
        auto *keep = new QWidget(m_view);
        auto *layout = new QHBoxLayout(keep);
        layout->setContentsMargins(0, 0, 0, 0);
        auto *mine = new QRadioButton(tr("Yours"), keep);
        auto *theirs = new QRadioButton(tr("Theirs"), keep);
        mine->setObjectName(QStringLiteral("keepMine%1").arg(row));
        theirs->setObjectName(QStringLiteral("keepTheirs%1").arg(row));
        theirs->setChecked(true);
        auto *group = new QButtonGroup(keep);
        group->addButton(mine);
        group->addButton(theirs);
        layout->addWidget(mine);
        layout->addWidget(theirs);
        connect(mine, &QRadioButton::toggled, this,
                [this, row](bool checked) { m_choices[row] = checked; });
        m_view->setItemWidget(item, KeepColumn, keep);
    }

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *reapply =
        buttons->addButton(tr("Re-apply with These Choices"), QDialogButtonBox::AcceptRole);
    reapply->setObjectName(QStringLiteral("reapplyButton"));
    reapply->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_view, 1);
    layout->addWidget(buttons);
    resize(760, 360);
}

QList<bool> MergeConflictDialog::choices() const {
    return m_choices;
}

void MergeConflictDialog::choose(int row, bool mine) {
    auto *button = findChild<QRadioButton *>(
        (mine ? QStringLiteral("keepMine%1") : QStringLiteral("keepTheirs%1")).arg(row));
    if (button)
        button->setChecked(true);
}

} // namespace toolgate::ui
