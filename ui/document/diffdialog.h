// SPDX-License-Identifier: MIT
#pragma once

#include "policy/semanticdiff.h"

#include <QDialog>
#include <QStringList>

class QTreeWidget;

namespace toolgate::ui {

// Shown before Save and Apply: per agent the tools gained and lost (the engine's evaluation of the
// old and new config) and the changed key paths, and first the lint errors the config still has
// (then Cancel is the default button, so Enter does not send it). Accept = go ahead.
class DiffDialog final : public QDialog {
    Q_OBJECT

public:
    // `errors`: one line per lint error ("path: text").
    DiffDialog(const QList<core::AgentToolChange> &changes, const QStringList &pathChanges,
               const QStringList &errors, const QString &actionText, QWidget *parent = nullptr);

    QTreeWidget *semanticView() const { return m_semantic; }
    QTreeWidget *pathView() const { return m_paths; }

private:
    QTreeWidget *m_semantic;
    QTreeWidget *m_paths;
};

} // namespace toolgate::ui
