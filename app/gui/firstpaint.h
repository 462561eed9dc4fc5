// SPDX-License-Identifier: MIT
#pragma once

class QWidget;

namespace toolgate::app {

// For `toolgate-cli bench startup`: with TOOLGATE_BENCH_FIRST_PAINT set, prints
// "toolgate: first paint" on stderr once `window` has painted for the first time and quits, so
// the benchmark measures launch to first painted frame. Without the variable it does nothing.
void reportFirstPaint(QWidget *window);

} // namespace toolgate::app
