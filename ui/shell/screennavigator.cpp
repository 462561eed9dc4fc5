// SPDX-License-Identifier: MIT
#include "ui/shell/screennavigator.h"

#include "ui/shell/actionregistry.h"
#include "ui/shell/screen.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QEvent>
#include <QListWidget>
#include <QMenu>
#include <QStackedWidget>
#include <QTimer>

namespace toolgate::ui {

namespace {

// Calls `then` once, in the turn after the watched window's first paint.
class AfterFirstPaint final : public QObject {
public:
    AfterFirstPaint(QWidget *window, std::function<void()> then)
        : QObject(window)
        , m_then(std::move(then)) {
        window->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override {
        if (event->type() == QEvent::Paint || event->type() == QEvent::UpdateRequest) {
            watched->removeEventFilter(this);
            QTimer::singleShot(0, this, [this] {
                m_then();
                deleteLater();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    std::function<void()> m_then;
};

} // namespace

ScreenNavigator::ScreenNavigator(ActionRegistry *actions, QWidget *window, QMenu *menu)
    : QObject(window)
    , m_actions(actions)
    , m_window(window)
    , m_menu(menu)
    , m_navigation(new QListWidget)
    , m_stack(new QStackedWidget)
    , m_group(new QActionGroup(this)) {
    m_navigation->setObjectName(QStringLiteral("navigation"));
    m_navigation->setFrameShape(QFrame::NoFrame);
    m_navigation->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_stack->setObjectName(QStringLiteral("screenStack"));
    m_group->setExclusive(true);
    connect(m_navigation, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row < 0 || row >= count())
            return;
        const bool fresh = !m_screens.value(row);
        Screen *screen = ensureScreen(row);
        m_stack->setCurrentIndex(row);
        // A screen built just now has its layouts pending: lay it out before its first frame,
        // which otherwise showed wrapped texts squeezed onto each other for a frame.
        if (fresh)
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        m_showActions.at(row)->setChecked(true);
        screen->activated();
    });
}

void ScreenNavigator::addScreen(Slot slot, bool buildNow) {
    const int index = count();
    m_screens.append(nullptr);
    m_stack->addWidget(new QWidget); // stands in until the screen is built
    auto *item = new QListWidgetItem(m_navigation);
    item->setSizeHint(QSize(0, 38));

    // Texts and the palette category come from retranslate().
    auto *show = new QAction(m_window);
    show->setCheckable(true);
    show->setActionGroup(m_group);
    if (index < 9)
        show->setShortcut(QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + index)));
    connect(show, &QAction::triggered, this, [this, index] { this->show(index); });
    m_actions->addAction(
        QStringLiteral("view.screen.%1").arg(QString::fromLatin1(slot.descriptor->objectName)),
        show, QString());
    m_window->addAction(show);
    m_menu->insertAction(m_menu->actions().value(index), show);
    m_showActions.append(show);
    m_slots.push_back(std::move(slot));
    if (buildNow)
        ensureScreen(index);
}

Screen *ScreenNavigator::ensureScreen(int index) {
    if (Screen *built = m_screens.value(index))
        return built;
    // Built with the stack as parent: a finished screen moved into it would be re-polished
    // widget by widget.
    Screen *screen = m_slots[static_cast<std::size_t>(index)].build(m_stack);
    QWidget *standIn = m_stack->widget(index);
    const bool current = m_stack->currentIndex() == index;
    m_stack->insertWidget(index, screen);
    m_stack->removeWidget(standIn);
    standIn->deleteLater();
    if (current)
        m_stack->setCurrentIndex(index);
    m_screens[index] = screen;
    screen->registerActions(*m_actions);
    emit screenBuilt(index, screen);
    return screen;
}

void ScreenNavigator::buildAll() {
    for (int i = 0; i < count(); ++i)
        ensureScreen(i);
}

void ScreenNavigator::buildAllAfterFirstPaint(QWidget *window) {
    new AfterFirstPaint(window, [this] { buildAll(); });
}

QString ScreenNavigator::title(int index) const {
    return m_slots[static_cast<std::size_t>(index)].descriptor->translatedTitle();
}

int ScreenNavigator::indexOf(const QString &objectName) const {
    for (std::size_t i = 0; i < m_slots.size(); ++i) {
        if (QLatin1String(m_slots[i].descriptor->objectName) == objectName)
            return static_cast<int>(i);
    }
    return -1;
}

Screen *ScreenNavigator::current() const {
    return m_screens.value(m_stack->currentIndex());
}

int ScreenNavigator::currentIndex() const {
    return m_stack->currentIndex();
}

void ScreenNavigator::show(int index) {
    if (index < 0 || index >= count())
        return;
    m_navigation->setCurrentRow(index);
}

void ScreenNavigator::retranslate() {
    m_navigation->setAccessibleName(tr("Screens"));
    for (int i = 0; i < count(); ++i) {
        const Slot &slot = m_slots[static_cast<std::size_t>(i)];
        QAction *show = m_showActions.at(i);
        show->setText(slot.descriptor->translatedTitle());
        show->setToolTip(slot.descriptor->translatedSubtitle());
        m_actions->addAction(show->objectName(), show, tr("Go to screen"));
        QListWidgetItem *item = m_navigation->item(i);
        item->setText(slot.descriptor->translatedTitle());
        item->setToolTip(tr("%1 (%2)").arg(slot.descriptor->translatedSubtitle(),
                                           show->shortcut().toString(QKeySequence::NativeText)));
    }
}

} // namespace toolgate::ui
