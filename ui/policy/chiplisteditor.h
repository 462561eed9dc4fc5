// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QStringList>
#include <QWidget>

class QAbstractItemModel;
class QCompleter;
class QLabel;
class QLineEdit;

namespace toolgate::ui {

class FlowLayout;

// One policy list (allow, alsoAllow or deny) as removable chips plus an input with completion.
// It never edits a document itself: it reports what the user asked for and is told the result.
class ChipListEditor final : public QWidget {
    Q_OBJECT

public:
    // Completion items carry the entry to insert in this role; DisplayRole is what the popup shows.
    static constexpr int EntryRole = Qt::UserRole + 40;

    explicit ChipListEditor(QWidget *parent = nullptr);

    void setTitle(const QString &title);
    void setHint(const QString &hint);
    void setEntries(const QStringList &entries);
    QStringList entries() const { return m_entries; }
    // A lint message shown on the chip (tooltip + warning look); cleared by setEntries().
    void setEntryProblem(const QString &entry, const QString &problem);
    void setCompletionModel(QAbstractItemModel *model);
    void setEditable(bool editable);
    QLineEdit *input() const { return m_input; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

signals:
    void entryAdded(const QString &entry);
    void entryRemoved(const QString &entry);

private:
    void addFromInput();
    void rebuildChips();

    QLabel *m_title;
    QLabel *m_hint;
    QWidget *m_chipArea;
    FlowLayout *m_flow;
    QLineEdit *m_input;
    QCompleter *m_completer;
    QStringList m_entries;
    QHash<QString, QString> m_problems;
    bool m_editable = true;
};

} // namespace toolgate::ui
