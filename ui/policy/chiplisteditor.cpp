// SPDX-License-Identifier: MIT
#include "ui/policy/chiplisteditor.h"

#include "ui/shell/languagechange.h"
#include "ui/widgets/flowlayout.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QFrame>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace toolgate::ui {

ChipListEditor::ChipListEditor(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_hint(new QLabel(this))
    , m_chipArea(new QWidget(this))
    , m_flow(new FlowLayout(m_chipArea, 6))
    , m_input(new QLineEdit(this))
    , m_completer(new QCompleter(this)) {
    m_title->setObjectName(QStringLiteral("listTitle"));
    m_hint->setObjectName(QStringLiteral("listHint"));
    m_hint->setWordWrap(true);
    m_input->setObjectName(QStringLiteral("listInput"));
    retranslateWith(m_input, [this] {
        m_input->setPlaceholderText(tr("Add a tool, group:*, plugin id or glob, then Enter"));
    });
    m_input->setClearButtonEnabled(true);

    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setFilterMode(Qt::MatchContains);
    m_completer->setCompletionRole(EntryRole);
    m_completer->setMaxVisibleItems(12);
    m_completer->setCompletionMode(QCompleter::PopupCompletion);
    m_input->setCompleter(m_completer);
    connect(m_completer, qOverload<const QModelIndex &>(&QCompleter::activated), this,
            [this](const QModelIndex &index) {
                const QString entry = index.data(EntryRole).toString();
                if (!entry.isEmpty() && !m_entries.contains(entry))
                    emit entryAdded(entry);
                // The completer writes the text after this slot; clear once it has.
                QTimer::singleShot(0, m_input, &QLineEdit::clear);
            });
    // Enter adds what was typed unless a completion is highlighted (then the completer adds it).
    // The popup gets the keys while it is open; this filter runs before the completer's.
    m_completer->popup()->installEventFilter(this);
    connect(m_input, &QLineEdit::returnPressed, this, [this] {
        if (!m_completer->popup()->isVisible() || !m_completer->popup()->currentIndex().isValid()) {
            m_completer->popup()->hide();
            addFromInput();
        }
    });

    auto *header = new QHBoxLayout;
    header->setContentsMargins(0, 0, 0, 0);
    header->addWidget(m_title);
    header->addWidget(m_hint, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    layout->addLayout(header);
    layout->addWidget(m_chipArea);
    layout->addWidget(m_input);
}

bool ChipListEditor::eventFilter(QObject *watched, QEvent *event) {
    if (watched == m_completer->popup() && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if ((key == Qt::Key_Return || key == Qt::Key_Enter) &&
            !m_completer->popup()->currentIndex().isValid()) {
            m_completer->popup()->hide();
            addFromInput();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void ChipListEditor::setTitle(const QString &title) {
    m_title->setText(title);
}

void ChipListEditor::setHint(const QString &hint) {
    m_hint->setText(hint);
}

void ChipListEditor::setEntries(const QStringList &entries) {
    m_entries = entries;
    m_problems.clear();
    rebuildChips();
}

void ChipListEditor::setEntryProblem(const QString &entry, const QString &problem) {
    m_problems.insert(entry, problem);
    rebuildChips();
}

void ChipListEditor::setCompletionModel(QAbstractItemModel *model) {
    m_completer->setModel(model);
}

void ChipListEditor::setEditable(bool editable) {
    m_editable = editable;
    m_input->setVisible(editable);
    rebuildChips();
}

void ChipListEditor::addFromInput() {
    const QString entry = m_input->text().trimmed();
    if (entry.isEmpty())
        return;
    m_input->clear();
    if (!m_entries.contains(entry))
        emit entryAdded(entry);
}

void ChipListEditor::rebuildChips() {
    while (QLayoutItem *item = m_flow->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    if (m_entries.isEmpty()) {
        auto *empty = new QLabel(tr("(empty)"), m_chipArea);
        empty->setObjectName(QStringLiteral("chipEmpty"));
        m_flow->addWidget(empty);
    }
    for (const QString &entry : std::as_const(m_entries)) {
        auto *chip = new QFrame(m_chipArea);
        chip->setObjectName(QStringLiteral("chip"));
        const QString problem = m_problems.value(entry);
        chip->setProperty("problem", !problem.isEmpty());
        chip->setToolTip(problem);
        auto *row = new QHBoxLayout(chip);
        row->setContentsMargins(8, 2, m_editable ? 2 : 8, 2);
        row->setSpacing(2);
        auto *text = new QLabel(entry, chip);
        text->setObjectName(QStringLiteral("chipText"));
        row->addWidget(text);
        if (m_editable) {
            auto *remove = new QToolButton(chip);
            remove->setObjectName(QStringLiteral("chipRemove"));
            remove->setText(QStringLiteral("×"));
            remove->setAutoRaise(true);
            remove->setToolTip(tr("Remove %1").arg(entry));
            remove->setAccessibleName(tr("Remove %1").arg(entry));
            connect(remove, &QToolButton::clicked, this,
                    [this, entry] { emit entryRemoved(entry); });
            row->addWidget(remove);
        }
        m_flow->addWidget(chip);
    }
    m_chipArea->updateGeometry();
}

} // namespace toolgate::ui
