// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>
#include <QHash>

class QComboBox;
class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace toolgate::ui {

// One decision for several similar requests: a pre-flight summary (how many, which agent, which
// command shape, which gateways, the exact commands), then one decision applied to each with a
// per-item result. The screen sends the decisions and reports each outcome back.
class BatchDialog final : public QDialog {
    Q_OBJECT

public:
    struct Item {
        QString id;
        QString gatewayName;
        QString text;
        QString agent;
        QStringList decisions; // what this request allows
    };

    BatchDialog(const QList<Item> &items, const QString &shapeLabel, QWidget *parent = nullptr);

    QStringList ids() const;
    QString decision() const;
    void setDecision(const QString &decision);
    // Outcome of one item (from decisionFinished, or a refusal before sending).
    void reportResult(const QString &id, bool ok, const QString &message);
    bool isApplied() const { return m_applied; }

signals:
    // The owner confirmed: send `decision` for every id.
    void applyRequested(const QString &decision);

private:
    void apply();

    QTreeWidget *m_list;
    QComboBox *m_decision;
    QLabel *m_summary;
    QPushButton *m_apply;
    QPushButton *m_close;
    QHash<QString, QTreeWidgetItem *> m_rows;
    int m_done = 0;
    bool m_applied = false;
};

} // namespace toolgate::ui
