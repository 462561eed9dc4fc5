// SPDX-License-Identifier: MIT
#pragma once

class QApplication;

namespace toolgate::ui {

// The names, version, desktop entry and icon the desktop sees. The desktop file name matches the
// installed org.toolgate.Toolgate.desktop, so a window is grouped under its launcher.
void applyApplicationIdentity(QApplication &app);

} // namespace toolgate::ui
