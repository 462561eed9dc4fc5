// SPDX-License-Identifier: MIT
#include "heaptrim.h"

#include <QTimer>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace toolgate::app {

void trimHeapWhileRunning(QObject *owner) {
#if defined(__GLIBC__)
    auto *timer = new QTimer(owner);
    timer->setInterval(60 * 1000);
    timer->setTimerType(Qt::VeryCoarseTimer);
    QObject::connect(timer, &QTimer::timeout, timer, [] { malloc_trim(0); });
    timer->start();
#else
    (void)owner;
#endif
}

} // namespace toolgate::app
