// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QSplitter>

class QAction;
class QMenu;
class QStackedWidget;
class QWidget;

namespace toolgate::ui {

class ActionRegistry;
class MainWindow;

// Presentation mode for demos: a larger font, the Pipeline and Loops screens side by side in the
// main window, and the built-in demo scenarios one click away (View > Presentation Mode).
class PresentationMode final : public QObject {
    Q_OBJECT

public:
    explicit PresentationMode(MainWindow *window);

    // Adds the toggle and the scenario submenu to `menu` and the palette.
    void addToMenu(QMenu *menu, ActionRegistry &registry);

    bool isActive() const { return m_splitter != nullptr; }
    void setActive(bool active);
    QAction *toggleAction() const { return m_toggle; }
    QMenu *scenarioMenu() const { return m_scenarios; }
    // A scenario the app offers (the demo library's; ui never reads it itself).
    struct Scenario {
        QString name;
        QString title;
        QString description;
    };
    // Fills View > Demo Scenario, once (empty until the app hands its scenarios over).
    void setScenarios(const QList<Scenario> &scenarios);
    // Checks the scenario the demo gateway plays (main() sets the one it started with).
    void setCurrentScenario(const QString &name);

signals:
    void activeChanged(bool active);
    // A demo scenario was picked (a name given to setScenarios()); the app plays it.
    void scenarioRequested(const QString &name);

private:
    // Asks before a switch ends pending approvals (they are gone, decided by nobody).
    bool confirmPendingEnd();
    void enter();
    void leave();

    MainWindow *m_window;
    QAction *m_toggle;
    QMenu *m_scenarios = nullptr;
    ActionRegistry *m_registry = nullptr;
    QString m_current;
    QPointer<QSplitter> m_splitter;
    QList<QWidget *> m_moved;
    QList<int> m_movedIndexes;
    int m_previousIndex = 0;
};

} // namespace toolgate::ui
