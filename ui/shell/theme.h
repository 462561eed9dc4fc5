// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QString>

class QApplication;

namespace toolgate::ui {

// The console's small visual vocabulary. Core models expose semantic roles only; this is the one
// place that turns them into colours, so every screen draws the same thing the same way.
class Theme final {
public:
    enum class Tone { Neutral, Accent, Success, Warning, Danger, Muted };
    enum class ToolSource { Core, Plugin, Mcp };

    // Fusion style, a restrained light palette and the application-wide style sheet.
    static void apply(QApplication &app);
    // Larger base font for demos (presentation mode).
    static void setPresentationScale(QApplication &app, bool enlarged);

    static QColor tone(Tone tone);
    static QColor toneBackground(Tone tone);
    static QColor sourceColor(ToolSource source);
    static QColor sourceBackground(ToolSource source);
    // A stable, distinguishable colour per pipeline step index (0-based), for columns and matrix.
    static QColor stepColor(int index);

    static QColor windowBackground();
    static QColor surface();
    static QColor border();
    static QColor textPrimary();
    static QColor textSecondary();

    static int spacing() { return 8; }
    static int contentMargin() { return 20; }
};

} // namespace toolgate::ui
