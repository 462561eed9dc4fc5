// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QList>

#include <array>

namespace toolgate::ui {

// Every colour the console draws with, for one theme. themepalette.cpp is the only file in ui/ and
// app/ that spells a colour (tst_colourliterals checks); widgets ask Theme, the style sheet is
// generated from the palette, so switching palettes re-colours everything.
struct ThemePalette {
    enum class Variant { Light, Dark, HighContrast };

    Variant variant = Variant::Light;

    // Surfaces, from the window behind everything to raised cards, inputs and views.
    QColor window, surface, surfaceAlt, border, controlBorder;
    QColor text, textSecondary, textDisabled, placeholder;
    // The one accent: links, focus, tone text (accent) and the filled primary button.
    QColor accent, accentFill, accentFillHover, onAccentFill, accentBackground, selection;
    QColor scrollHandle, scrollHandleHover;
    // Marks (not text) on a disabled control: a combo box's arrow.
    QColor disabledMark;
    QColor sidebar, sidebarText, sidebarTextStrong, sidebarTextMuted, sidebarHover, sidebarSelected;
    QColor tooltip, tooltipText;
    // Risk tones; removed tools are drawn in danger on dangerBackground.
    QColor success, warning, danger, muted;
    QColor successBackground, warningBackground, dangerBackground, warningBorder;
    // Where a tool comes from (kept chips in the pipeline).
    QColor coreSource, pluginSource, mcpSource, coreBackground, pluginBackground, mcpBackground;
    // The tray icon's badge: pending approvals, none pending, and its count.
    QColor badge, badgeIdle, badgeText;
    // Matrix cells, one per pipeline step (the deciding stage), as painted.
    std::array<QColor, 14> steps;

    static const ThemePalette &light();
    static const ThemePalette &dark();
    static const ThemePalette &highContrast();
    static const ThemePalette &forVariant(Variant variant);

    // A colour by its name in the style sheet template ("textSecondary"); every member but steps.
    struct Role {
        const char *name;
        QColor ThemePalette::*colour;
    };
    static const QList<Role> &roles();

    // Every text colour drawn on every background it is drawn on, by the style sheet (which may
    // only combine colours listed here; tst_themepalette checks the template) and by painting
    // code. Each must reach WCAG 4.5:1 in every palette.
    struct TextPair {
        QColor ThemePalette::*text;
        QColor ThemePalette::*background;
    };
    static const QList<TextPair> &textPairs();

    // Colours that carry meaning side by side and so must look different from each other, with
    // the smallest CIEDE2000 difference allowed between any two members of a set.
    struct DistinctSet {
        const char *name;
        QList<QColor ThemePalette::*> members;
        bool withSteps; // the step colours join the set
        double minimumDeltaE;
    };
    static const QList<DistinctSet> &distinctSets();
};

} // namespace toolgate::ui
