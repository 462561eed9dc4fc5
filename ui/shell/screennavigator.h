// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QObject>
#include <QString>

#include <functional>
#include <vector>

class QAction;
class QActionGroup;
class QListWidget;
class QMenu;
class QStackedWidget;
class QWidget;

namespace toolgate::ui {

class ActionRegistry;
class Screen;
struct ScreenDescriptor;

// The window's screens: the navigation list, the stack and a "go to" action each (Ctrl+1…9),
// each screen built when first needed. A stand-in page holds its place until then.
class ScreenNavigator final : public QObject {
    Q_OBJECT

public:
    struct Slot {
        const ScreenDescriptor *descriptor;
        std::function<Screen *(QWidget *parent)> build;
    };

    // The "go to" actions join `window` (their shortcuts) and `menu` (at the top, in order).
    ScreenNavigator(ActionRegistry *actions, QWidget *window, QMenu *menu);

    QListWidget *navigation() const { return m_navigation; }
    QStackedWidget *stack() const { return m_stack; }

    void addScreen(Slot slot, bool buildNow);
    // The screen at `index`, built now if it was not yet.
    Screen *ensureScreen(int index);
    void buildAll();
    // Builds the screens not built yet in the turn after `window`'s first paint.
    void buildAllAfterFirstPaint(QWidget *window);
    // Built screens only (null: not built yet).
    QList<Screen *> builtScreens() const { return m_screens; }
    int count() const { return static_cast<int>(m_screens.size()); }
    int indexOf(const QString &objectName) const;
    QString title(int index) const;
    Screen *current() const;
    int currentIndex() const;
    void show(int index);
    // The navigation entries' and actions' texts, again after a language switch.
    void retranslate();

signals:
    void screenBuilt(int index, toolgate::ui::Screen *screen);

private:
    ActionRegistry *m_actions;
    QWidget *m_window;
    QMenu *m_menu;
    QListWidget *m_navigation;
    QStackedWidget *m_stack;
    QActionGroup *m_group;
    QList<Screen *> m_screens; // null: not built yet
    std::vector<Slot> m_slots;
    QList<QAction *> m_showActions;
};

} // namespace toolgate::ui
