// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QAction;
class QHBoxLayout;
class QLabel;
class QVBoxLayout;

namespace toolgate::ui {

// A calm, centred card saying what a screen will show and how to get there, with buttons bound to
// the actions that get there (so the empty state is also a shortcut, not a dead end).
class EmptyState final : public QWidget {
    Q_OBJECT

public:
    explicit EmptyState(QWidget *parent = nullptr);

    void setTitle(const QString &title);
    void setBody(const QString &body);
    // Adds a "how to get there" line.
    void addHint(const QString &hint);
    // Replaces every hint line (a language switch).
    void setHints(const QStringList &hints);
    // Adds a button that triggers `action` and follows its text and enabled state.
    void addActionButton(QAction *action, bool primary = false);

private:
    QLabel *m_title;
    QLabel *m_body;
    QVBoxLayout *m_hints;
    QHBoxLayout *m_buttons;
};

} // namespace toolgate::ui
