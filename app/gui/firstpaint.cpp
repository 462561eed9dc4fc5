// SPDX-License-Identifier: MIT
#include "firstpaint.h"

#include <QCoreApplication>
#include <QEvent>
#include <QTimer>
#include <QWidget>

#include <cstdio>

namespace toolgate::app {

namespace {

class FirstPaintProbe final : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override {
        // The window repaints (and flushes its backing store) while handling UpdateRequest or
        // its own Paint; report on the next turn, once that frame is drawn.
        const bool painting =
            event->type() == QEvent::Paint || event->type() == QEvent::UpdateRequest;
        if (painting && !m_seen) {
            m_seen = true;
            QTimer::singleShot(0, this, [] {
                std::fputs("toolgate: first paint\n", stderr);
                std::fflush(stderr);
                QCoreApplication::quit();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    bool m_seen = false;
};

} // namespace

void reportFirstPaint(QWidget *window) {
    if (qEnvironmentVariableIsEmpty("TOOLGATE_BENCH_FIRST_PAINT"))
        return;
    window->installEventFilter(new FirstPaintProbe(window));
}

} // namespace toolgate::app
