// SPDX-License-Identifier: MIT
#pragma once

#include "policy/semanticdiff.h"

#include <QDialog>
#include <QStringList>

class QTreeWidget;

namespace toolgate::ui {

// Shown before Save and Apply: per agent the tools gained and lost (the engine's evaluation of the
// old and new config) and the changed key paths. Accept = go ahead.
class DiffDialog final : public QDialog {
    Q_OBJECT

public:
    DiffDialog(const QList<core::AgentToolChange> &changes, const QStringList &pathChanges,
               const QString &actionText, QWidget *parent = nullptr);

    QTreeWidget *semanticView() const { return m_semantic; }
    QTreeWidget *pathView() const { return m_paths; }

private:
    QTreeWidget *m_semantic;
    QTreeWidget *m_paths;
};

} // namespace toolgate::ui
