// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QString>
#include <QVariant>

class QApplication;
class QWidget;

namespace toolgate::ui {

struct ThemePalette;

// The console's small visual vocabulary. Core models expose semantic roles only; this is the one
// place that turns them into colours, so every screen draws the same thing the same way. The
// colours come from the palette applied last (light until then); painting code asks here at paint
// time, so a theme switch only needs a repaint.
class Theme final {
public:
    enum class Tone { Neutral, Accent, Success, Warning, Danger, Muted, Secondary };
    enum class ToolSource { Core, Plugin, Mcp };

    // Fusion style, the palette's QPalette and the application style sheet generated from it;
    // every widget is re-polished and repainted, and recolourWith() callbacks run.
    static void apply(QApplication &app, const ThemePalette &palette);
    // The light palette (tests that only need the house look).
    static void apply(QApplication &app);
    static const ThemePalette &palette();
    // Larger base font for demos (presentation mode).
    static void setPresentationScale(QApplication &app, bool enlarged);

    // A widget's text in a tone, through the style sheet (so it follows theme switches):
    // setTone colours the text, setToneBox draws a padded box in the tone's colours, setToneFill
    // puts body text on the tone's tint.
    static void setTone(QWidget *widget, Tone tone);
    static void setToneBox(QWidget *widget, Tone tone);
    static void setToneFill(QWidget *widget, Tone tone);
    // The property value ("danger") the style sheet matches.
    static QString toneName(Tone tone);
    // Any dynamic property the style sheet matches (QLabel#cardHeadline[command="true"]); the
    // widget is re-polished so the change shows at once.
    static void setStyleProperty(QWidget *widget, const char *name, const QVariant &value);

    static QColor tone(Tone tone);
    static QColor toneBackground(Tone tone);
    static QColor sourceColor(ToolSource source);
    static QColor sourceBackground(ToolSource source);
    // A stable, distinguishable colour per pipeline step index (0-based), for the matrix.
    static QColor stepColor(int index);

    static QColor windowBackground();
    static QColor surface();
    static QColor border();
    static QColor textPrimary();
    static QColor textSecondary();
    // The tray icon's badge (pending or idle) and its count.
    static QColor badge(bool pending);
    static QColor badgeText();

    static int spacing() { return 8; }
    static int contentMargin() { return 20; }
};

} // namespace toolgate::ui
