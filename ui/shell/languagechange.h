// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

class QObject;

namespace toolgate::ui {

// Runs `apply` now and again each time the application's language changes (a translator installed
// or removed), for as long as `context` lives. Widgets put their tr() texts in `apply` so View >
// Language takes effect without a restart and without rebuilding anything (state survives).
void retranslateWith(QObject *context, std::function<void()> apply);

} // namespace toolgate::ui
