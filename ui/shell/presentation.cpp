// SPDX-License-Identifier: MIT
#include "ui/shell/presentation.h"

#include "ui/shell/actionregistry.h"
#include "ui/shell/languagechange.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/screen.h"
#include "ui/shell/theme.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QMenu>
#include <QMessageBox>
#include <QSplitter>
#include <QStackedWidget>

#include <algorithm>

namespace toolgate::ui {

PresentationMode::PresentationMode(MainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_toggle(new QAction(this)) {
    m_toggle->setCheckable(true);
    m_toggle->setShortcut(QKeySequence(Qt::Key_F5));
    connect(m_toggle, &QAction::toggled, this, &PresentationMode::setActive);
}

void PresentationMode::addToMenu(QMenu *menu, ActionRegistry &registry) {
    menu->addSeparator();
    menu->addAction(m_toggle);
    m_scenarios = menu->addMenu(QString());
    m_scenarios->setObjectName(QStringLiteral("demoScenarioMenu"));
    m_registry = &registry;
    // Scenario titles come from the scenario files (English); the rest follows the language.
    retranslateWith(this, [this, &registry] {
        m_toggle->setText(tr("&Presentation Mode"));
        m_toggle->setStatusTip(tr("Larger text, Pipeline and Loops side by side, demo scenarios."));
        m_scenarios->setTitle(tr("Demo &Scenario"));
        for (QAction *play : m_scenarios->actions())
            registry.addAction(QStringLiteral("view.demoScenario.%1").arg(play->data().toString()),
                               play, tr("Demo scenario"));
        registry.addAction(QStringLiteral("view.presentation"), m_toggle, tr("View"));
    });
}

void PresentationMode::setScenarios(const QList<Scenario> &scenarios) {
    if (!m_scenarios || !m_scenarios->actions().isEmpty())
        return; // once: the registry keeps the actions
    auto *group = new QActionGroup(m_scenarios);
    group->setExclusive(true);
    for (const Scenario &scenario : scenarios) {
        QAction *play =
            m_scenarios->addAction(scenario.title.isEmpty() ? scenario.name : scenario.title);
        play->setData(scenario.name);
        play->setCheckable(true); // the scenario playing now carries the check mark
        play->setActionGroup(group);
        play->setToolTip(scenario.description);
        connect(play, &QAction::triggered, this, [this, name = scenario.name] {
            if (m_window->maybeSave() && confirmPendingEnd()) {
                emit scenarioRequested(name);
                setCurrentScenario(name);
            } else {
                setCurrentScenario(m_current); // the check stays where the playing scenario is
            }
        });
        if (m_registry)
            m_registry->addAction(QStringLiteral("view.demoScenario.%1").arg(scenario.name), play,
                                  tr("Demo scenario"));
    }
    setCurrentScenario(m_current);
}

bool PresentationMode::confirmPendingEnd() {
    const int pending = m_window->pendingApprovals();
    if (pending == 0)
        return true;
    return QMessageBox::question(
               m_window, tr("Switch the demo scenario"),
               tr("%n approval request(s) are waiting. Switching the scenario ends the demo's "
                  "pending requests: they are recorded as gone (scenario switched), decided by "
                  "nobody.",
                  nullptr, pending),
               QMessageBox::Ok | QMessageBox::Cancel, QMessageBox::Cancel) == QMessageBox::Ok;
}

void PresentationMode::setCurrentScenario(const QString &name) {
    m_current = name;
    if (!m_scenarios)
        return;
    for (QAction *action : m_scenarios->actions())
        action->setChecked(action->data().toString() == name);
}

void PresentationMode::setActive(bool active) {
    if (active == isActive())
        return;
    if (active)
        enter();
    else
        leave();
    m_toggle->setChecked(active);
    emit activeChanged(active);
}

void PresentationMode::enter() {
    Theme::setPresentationScale(*qApp, true);
    (void)m_window->screens(); // the two screens moved below exist even if still deferred
    auto *stack = m_window->findChild<QStackedWidget *>(QStringLiteral("screenStack"));
    if (!stack)
        return;
    m_previousIndex = stack->currentIndex();
    m_splitter = new QSplitter(Qt::Horizontal);
    m_splitter->setObjectName(QStringLiteral("presentationSplitter"));
    m_splitter->setChildrenCollapsible(false);
    // Pipeline on the left, Loops on the right, moved out of the stack and back on leave().
    // Every index is taken before any screen leaves, so leave() restores the original order.
    for (const QString &name : {QStringLiteral("pipelineScreen"), QStringLiteral("loopsScreen")}) {
        if (auto *screen = stack->findChild<Screen *>(name)) {
            m_movedIndexes.append(stack->indexOf(screen));
            m_moved.append(screen);
        }
    }
    for (QWidget *screen : std::as_const(m_moved)) {
        stack->removeWidget(screen);
        m_splitter->addWidget(screen);
        screen->show();
    }
    stack->addWidget(m_splitter);
    stack->setCurrentWidget(m_splitter);
    if (QWidget *sidebar = m_window->findChild<QWidget *>(QStringLiteral("sidebar")))
        sidebar->hide();
}

void PresentationMode::leave() {
    Theme::setPresentationScale(*qApp, false);
    auto *stack = m_window->findChild<QStackedWidget *>(QStringLiteral("screenStack"));
    if (stack && m_splitter) {
        stack->removeWidget(m_splitter);
        // Put the screens back where they were, lowest index first.
        QList<qsizetype> order;
        for (qsizetype i = 0; i < m_moved.size(); ++i)
            order.append(i);
        std::sort(order.begin(), order.end(), [this](qsizetype a, qsizetype b) {
            return m_movedIndexes.at(a) < m_movedIndexes.at(b);
        });
        for (const qsizetype i : order)
            stack->insertWidget(m_movedIndexes.at(i), m_moved.at(i));
        stack->setCurrentIndex(m_previousIndex);
    }
    delete m_splitter;
    m_moved.clear();
    m_movedIndexes.clear();
    if (QWidget *sidebar = m_window->findChild<QWidget *>(QStringLiteral("sidebar")))
        sidebar->show();
}

} // namespace toolgate::ui
