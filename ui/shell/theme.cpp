// SPDX-License-Identifier: MIT
#include "ui/shell/theme.h"

#include "ui/shell/themechange.h"
#include "ui/shell/themeimages.h"
#include "ui/shell/themepalette.h"
#include "ui/shell/themestylesheet.h"

#include <QApplication>
#include <QFont>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>
#include <QWidget>

namespace toolgate::ui {

namespace {

const ThemePalette *g_palette = nullptr;

const ThemePalette &current() {
    return g_palette ? *g_palette : ThemePalette::light();
}

// What Fusion draws with where the style sheet says nothing (frames, check marks, item views).
QPalette qtPalette(const ThemePalette &p) {
    QPalette palette(p.surface, p.window);
    palette.setColor(QPalette::Window, p.window);
    palette.setColor(QPalette::WindowText, p.text);
    palette.setColor(QPalette::Base, p.surface);
    palette.setColor(QPalette::AlternateBase, p.surfaceAlt);
    palette.setColor(QPalette::Text, p.text);
    palette.setColor(QPalette::Button, p.surface);
    palette.setColor(QPalette::ButtonText, p.text);
    palette.setColor(QPalette::BrightText, p.text);
    palette.setColor(QPalette::Light, p.surface);
    palette.setColor(QPalette::Midlight, p.surfaceAlt);
    palette.setColor(QPalette::Mid, p.controlBorder);
    palette.setColor(QPalette::Dark, p.controlBorder);
    palette.setColor(QPalette::Shadow, p.border);
    palette.setColor(QPalette::Highlight, p.selection);
    palette.setColor(QPalette::HighlightedText, p.text);
    palette.setColor(QPalette::PlaceholderText, p.placeholder);
    palette.setColor(QPalette::Link, p.accent);
    palette.setColor(QPalette::LinkVisited, p.accent);
    palette.setColor(QPalette::ToolTipBase, p.tooltip);
    palette.setColor(QPalette::ToolTipText, p.tooltipText);
    for (QPalette::ColorRole role : {QPalette::Text, QPalette::WindowText, QPalette::ButtonText})
        palette.setColor(QPalette::Disabled, role, p.textDisabled);
    palette.setColor(QPalette::Disabled, QPalette::Base, p.window);
    palette.setColor(QPalette::Disabled, QPalette::Button, p.window);
    return palette;
}

} // namespace

void Theme::apply(QApplication &app, const ThemePalette &palette) {
    static bool styled = false;
    if (!styled) {
        app.setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        setPresentationScale(app, false);
        styled = true;
    }
    g_palette = &palette;
    QApplication::setPalette(qtPalette(palette));
    app.setStyleSheet(ThemeStyleSheet::generate(palette, themeImages(palette)));
    // Custom-painted widgets ask Theme at paint time: a repaint is all they need.
    const QWidgetList widgets = QApplication::allWidgets();
    for (QWidget *widget : widgets)
        widget->update();
    notifyThemeChanged();
}

void Theme::apply(QApplication &app) {
    apply(app, ThemePalette::light());
}

const ThemePalette &Theme::palette() {
    return current();
}

void Theme::setPresentationScale(QApplication &app, bool enlarged) {
    Q_UNUSED(app);
    QFont font = QApplication::font();
    font.setPointSizeF(enlarged ? 13.0 : 9.5);
    QApplication::setFont(font);
}

QString Theme::toneName(Tone tone) {
    switch (tone) {
    case Tone::Accent:
        return QStringLiteral("accent");
    case Tone::Success:
        return QStringLiteral("success");
    case Tone::Warning:
        return QStringLiteral("warning");
    case Tone::Danger:
        return QStringLiteral("danger");
    case Tone::Muted:
        return QStringLiteral("muted");
    case Tone::Secondary:
        return QStringLiteral("secondary");
    case Tone::Neutral:
        break;
    }
    return QStringLiteral("neutral");
}

void Theme::setStyleProperty(QWidget *widget, const char *name, const QVariant &value) {
    if (widget->property(name) == value)
        return;
    widget->setProperty(name, value);
    widget->style()->unpolish(widget);
    widget->style()->polish(widget);
    // What setStyleSheet() would send: frames and labels take the new padding and border.
    QEvent changed(QEvent::StyleChange);
    QCoreApplication::sendEvent(widget, &changed);
    widget->update();
}

void Theme::setTone(QWidget *widget, Tone tone) {
    setStyleProperty(widget, "tone", toneName(tone));
}

void Theme::setToneBox(QWidget *widget, Tone tone) {
    setStyleProperty(widget, "toneBox", toneName(tone));
}

void Theme::setToneFill(QWidget *widget, Tone tone) {
    setStyleProperty(widget, "toneFill", toneName(tone));
}

QColor Theme::tone(Tone tone) {
    const ThemePalette &p = current();
    switch (tone) {
    case Tone::Accent:
        return p.accent;
    case Tone::Success:
        return p.success;
    case Tone::Warning:
        return p.warning;
    case Tone::Danger:
        return p.danger;
    case Tone::Muted:
        return p.muted;
    case Tone::Secondary:
        return p.textSecondary;
    case Tone::Neutral:
        break;
    }
    return p.text;
}

QColor Theme::toneBackground(Tone tone) {
    const ThemePalette &p = current();
    switch (tone) {
    case Tone::Accent:
        return p.accentBackground;
    case Tone::Success:
        return p.successBackground;
    case Tone::Warning:
        return p.warningBackground;
    case Tone::Danger:
        return p.dangerBackground;
    case Tone::Muted:
    case Tone::Secondary:
        return p.surfaceAlt;
    case Tone::Neutral:
        break;
    }
    return p.surface;
}

QColor Theme::sourceColor(ToolSource source) {
    const ThemePalette &p = current();
    switch (source) {
    case ToolSource::Plugin:
        return p.pluginSource;
    case ToolSource::Mcp:
        return p.mcpSource;
    case ToolSource::Core:
        break;
    }
    return p.coreSource;
}

QColor Theme::sourceBackground(ToolSource source) {
    const ThemePalette &p = current();
    switch (source) {
    case ToolSource::Plugin:
        return p.pluginBackground;
    case ToolSource::Mcp:
        return p.mcpBackground;
    case ToolSource::Core:
        break;
    }
    return p.coreBackground;
}

QColor Theme::stepColor(int index) {
    const ThemePalette &p = current();
    if (index < 0)
        return p.border;
    // Steps later than the table wrap around.
    return p.steps[static_cast<size_t>(index) % p.steps.size()];
}

QColor Theme::windowBackground() {
    return current().window;
}
QColor Theme::surface() {
    return current().surface;
}
QColor Theme::border() {
    return current().border;
}
QColor Theme::textPrimary() {
    return current().text;
}
QColor Theme::textSecondary() {
    return current().textSecondary;
}
QColor Theme::badge(bool pending) {
    return pending ? current().badge : current().badgeIdle;
}
QColor Theme::badgeText() {
    return current().badgeText;
}

} // namespace toolgate::ui
