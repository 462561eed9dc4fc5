// SPDX-License-Identifier: MIT
// The only place colours are spelled. Light: slate neutrals, one blue accent, tones dark enough
// for 4.5:1 even on the selection. Dark: deep slate (never pure black, which smears on LCD and
// makes every border vanish), lighter tones. High contrast: black and white with saturated
// accents, 7:1 for text wherever a background allows it.
#include "ui/shell/themepalette.h"

namespace toolgate::ui {

namespace {

QColor rgb(unsigned value) {
    return QColor::fromRgb(QRgb(value));
}

ThemePalette makeLight() {
    ThemePalette p;
    p.variant = ThemePalette::Variant::Light;
    p.window = rgb(0xf6f7f9);
    p.surface = rgb(0xffffff);
    p.surfaceAlt = rgb(0xeef1f5);
    p.border = rgb(0xdce0e6);
    p.controlBorder = rgb(0xc4cad4);
    p.text = rgb(0x1f2937);
    p.textSecondary = rgb(0x556172);
    p.textDisabled = rgb(0x5f6a7d);
    p.placeholder = rgb(0x5b6778);
    p.accent = rgb(0x1d4ed8);
    p.accentFill = rgb(0x2563eb);
    p.accentFillHover = rgb(0x1d4ed8);
    p.onAccentFill = rgb(0xffffff);
    p.accentBackground = rgb(0xe8eefc);
    p.selection = rgb(0xdbe6fd);
    p.scrollHandle = rgb(0xb3bac5);
    p.scrollHandleHover = rgb(0x8b95a5);
    p.disabledMark = rgb(0xb3bac5);
    p.sidebar = rgb(0x1e293b);
    p.sidebarText = rgb(0xcbd5e1);
    p.sidebarTextStrong = rgb(0xffffff);
    p.sidebarTextMuted = rgb(0x94a3b8);
    p.sidebarHover = rgb(0x273549);
    p.sidebarSelected = rgb(0x334155);
    p.tooltip = rgb(0x1f2937);
    p.tooltipText = rgb(0xffffff);
    p.success = rgb(0x157034);
    p.warning = rgb(0xa15000);
    p.danger = rgb(0xc0132f);
    p.muted = rgb(0x5b6778);
    p.successBackground = rgb(0xe7f6ec);
    p.warningBackground = rgb(0xfdf3e1);
    p.dangerBackground = rgb(0xfce9e9);
    p.warningBorder = rgb(0xe0b15a);
    p.coreSource = rgb(0x1e40af);
    p.pluginSource = rgb(0x7e22ce);
    p.mcpSource = rgb(0x0f766e);
    p.coreBackground = rgb(0xe8eefc);
    p.pluginBackground = rgb(0xf3e8fd);
    p.mcpBackground = rgb(0xe3f5f2);
    p.badge = rgb(0xa15000);
    p.badgeIdle = rgb(0x64748b);
    p.badgeText = rgb(0xffffff);
    p.steps = {rgb(0xfda19e), rgb(0xfdcbb5), rgb(0xc1985e), rgb(0xbdb761), rgb(0xbad89e),
               rgb(0x5cad7c), rgb(0x6ac8b7), rgb(0x53ecf7), rgb(0x1ea7ca), rgb(0x75c3fd),
               rgb(0xcdd7fd), rgb(0xc2a9e0), rgb(0xffc8f1), rgb(0xd67f9b)};
    return p;
}

ThemePalette makeDark() {
    ThemePalette p;
    p.variant = ThemePalette::Variant::Dark;
    p.window = rgb(0x0f172a);
    p.surface = rgb(0x1e293b);
    p.surfaceAlt = rgb(0x273449);
    p.border = rgb(0x3b4a60);
    p.controlBorder = rgb(0x526178);
    p.text = rgb(0xe2e8f0);
    p.textSecondary = rgb(0xa3b1c4);
    p.textDisabled = rgb(0x97a3b5);
    p.placeholder = rgb(0x99a6b8);
    p.accent = rgb(0x7cb2fa);
    p.accentFill = rgb(0x2563eb);
    p.accentFillHover = rgb(0x1d4ed8);
    p.onAccentFill = rgb(0xffffff);
    p.accentBackground = rgb(0x1f3155);
    p.selection = rgb(0x1c3160);
    p.scrollHandle = rgb(0x55657d);
    p.scrollHandleHover = rgb(0x74849b);
    p.disabledMark = rgb(0x4b5a70);
    p.sidebar = rgb(0x0b1220);
    p.sidebarText = rgb(0xcbd5e1);
    p.sidebarTextStrong = rgb(0xffffff);
    p.sidebarTextMuted = rgb(0x94a3b8);
    p.sidebarHover = rgb(0x1a2538);
    p.sidebarSelected = rgb(0x25324a);
    p.tooltip = rgb(0xe2e8f0);
    p.tooltipText = rgb(0x0f172a);
    p.success = rgb(0x4ade80);
    p.warning = rgb(0xfbbf24);
    p.danger = rgb(0xf87171);
    p.muted = rgb(0x94a3b8);
    p.successBackground = rgb(0x14342a);
    p.warningBackground = rgb(0x3a2c10);
    p.dangerBackground = rgb(0x451c22);
    p.warningBorder = rgb(0xa16207);
    p.coreSource = rgb(0x93c5fd);
    p.pluginSource = rgb(0xd8b4fe);
    p.mcpSource = rgb(0x5eead4);
    p.coreBackground = rgb(0x1e3a5f);
    p.pluginBackground = rgb(0x3b2a5c);
    p.mcpBackground = rgb(0x134040);
    p.badge = rgb(0xb45309);
    p.badgeIdle = rgb(0x64748b);
    p.badgeText = rgb(0xffffff);
    p.steps = {rgb(0x9f635f), rgb(0xc8825d), rgb(0x785822), rgb(0x7c7b41), rgb(0x839d70),
               rgb(0x41825e), rgb(0x14a191), rgb(0x15666d), rgb(0x1e83a0), rgb(0x519ed5),
               rgb(0x4c5c8c), rgb(0x8f6fb1), rgb(0xc086af), rgb(0x99415e)};
    return p;
}

ThemePalette makeHighContrast() {
    ThemePalette p;
    p.variant = ThemePalette::Variant::HighContrast;
    p.window = rgb(0x000000);
    p.surface = rgb(0x000000);
    p.surfaceAlt = rgb(0x141414);
    p.border = rgb(0xffffff);
    p.controlBorder = rgb(0xffffff);
    p.text = rgb(0xffffff);
    p.textSecondary = rgb(0xe6e6e6);
    p.textDisabled = rgb(0xc0c0c0);
    p.placeholder = rgb(0xd0d0d0);
    p.accent = rgb(0xffff00);
    p.accentFill = rgb(0xffff00);
    p.accentFillHover = rgb(0xffffff);
    p.onAccentFill = rgb(0x000000);
    p.accentBackground = rgb(0x1f1f1f);
    p.selection = rgb(0x001f5c);
    p.scrollHandle = rgb(0xffffff);
    p.scrollHandleHover = rgb(0xffff00);
    p.disabledMark = rgb(0x808080);
    p.sidebar = rgb(0x000000);
    p.sidebarText = rgb(0xffffff);
    p.sidebarTextStrong = rgb(0xffff00);
    p.sidebarTextMuted = rgb(0xe6e6e6);
    p.sidebarHover = rgb(0x1f1f1f);
    p.sidebarSelected = rgb(0x001f5c);
    p.tooltip = rgb(0xffffff);
    p.tooltipText = rgb(0x000000);
    p.success = rgb(0x3ff23f);
    p.warning = rgb(0xffb000);
    p.danger = rgb(0xff7a7a);
    p.muted = rgb(0xc0c0c0);
    p.successBackground = rgb(0x002000);
    p.warningBackground = rgb(0x261a00);
    p.dangerBackground = rgb(0x240000);
    p.warningBorder = rgb(0xffb000);
    p.coreSource = rgb(0x5cc8ff);
    p.pluginSource = rgb(0xf0a0ff);
    p.mcpSource = rgb(0x00f0c8);
    p.coreBackground = rgb(0x00142a);
    p.pluginBackground = rgb(0x200028);
    p.mcpBackground = rgb(0x00221e);
    p.badge = rgb(0xffb000);
    p.badgeIdle = rgb(0xc0c0c0);
    p.badgeText = rgb(0x000000);
    p.steps = {rgb(0xfcc0bf), rgb(0xfd804d), rgb(0xcb8409), rgb(0xcec223), rgb(0x75b728),
               rgb(0x08ae5c), rgb(0x11dbbb), rgb(0x00c6cd), rgb(0x1da1bf), rgb(0x95d1fe),
               rgb(0x5199fd), rgb(0xceb6fe), rgb(0xf888ea), rgb(0xfb5da0)};
    return p;
}

} // namespace

const ThemePalette &ThemePalette::light() {
    static const ThemePalette palette = makeLight();
    return palette;
}

const ThemePalette &ThemePalette::dark() {
    static const ThemePalette palette = makeDark();
    return palette;
}

const ThemePalette &ThemePalette::highContrast() {
    static const ThemePalette palette = makeHighContrast();
    return palette;
}

const ThemePalette &ThemePalette::forVariant(Variant variant) {
    switch (variant) {
    case Variant::Dark:
        return dark();
    case Variant::HighContrast:
        return highContrast();
    case Variant::Light:
        break;
    }
    return light();
}

const QList<ThemePalette::Role> &ThemePalette::roles() {
    using P = ThemePalette;
    static const QList<Role> list = {
        {"window", &P::window},
        {"surface", &P::surface},
        {"surfaceAlt", &P::surfaceAlt},
        {"border", &P::border},
        {"controlBorder", &P::controlBorder},
        {"text", &P::text},
        {"textSecondary", &P::textSecondary},
        {"textDisabled", &P::textDisabled},
        {"placeholder", &P::placeholder},
        {"accent", &P::accent},
        {"accentFill", &P::accentFill},
        {"accentFillHover", &P::accentFillHover},
        {"onAccentFill", &P::onAccentFill},
        {"accentBackground", &P::accentBackground},
        {"selection", &P::selection},
        {"scrollHandle", &P::scrollHandle},
        {"scrollHandleHover", &P::scrollHandleHover},
        {"disabledMark", &P::disabledMark},
        {"sidebar", &P::sidebar},
        {"sidebarText", &P::sidebarText},
        {"sidebarTextStrong", &P::sidebarTextStrong},
        {"sidebarTextMuted", &P::sidebarTextMuted},
        {"sidebarHover", &P::sidebarHover},
        {"sidebarSelected", &P::sidebarSelected},
        {"tooltip", &P::tooltip},
        {"tooltipText", &P::tooltipText},
        {"success", &P::success},
        {"warning", &P::warning},
        {"danger", &P::danger},
        {"muted", &P::muted},
        {"successBackground", &P::successBackground},
        {"warningBackground", &P::warningBackground},
        {"dangerBackground", &P::dangerBackground},
        {"warningBorder", &P::warningBorder},
        {"coreSource", &P::coreSource},
        {"pluginSource", &P::pluginSource},
        {"mcpSource", &P::mcpSource},
        {"coreBackground", &P::coreBackground},
        {"pluginBackground", &P::pluginBackground},
        {"mcpBackground", &P::mcpBackground},
        {"badge", &P::badge},
        {"badgeIdle", &P::badgeIdle},
        {"badgeText", &P::badgeText},
    };
    return list;
}

const QList<ThemePalette::TextPair> &ThemePalette::textPairs() {
    using P = ThemePalette;
    static const QList<TextPair> list = [] {
        QList<TextPair> pairs;
        auto on = [&pairs](QColor P::*text, std::initializer_list<QColor P::*> backgrounds) {
            for (QColor P::*background : backgrounds)
                pairs.append({text, background});
        };
        // Body text on every surface, on selected and hovered rows, in tone boxes and tinted rows.
        on(&P::text, {&P::window, &P::surface, &P::surfaceAlt, &P::selection, &P::accentBackground,
                      &P::successBackground, &P::warningBackground, &P::dangerBackground});
        on(&P::textSecondary, {&P::window, &P::surface, &P::surfaceAlt});
        on(&P::textDisabled, {&P::window, &P::surface, &P::surfaceAlt});
        on(&P::placeholder, {&P::surface});
        // Muted: disabled palette entries and shortcuts (also on the selected row), empty chips,
        // the "nothing yet" box.
        on(&P::muted, {&P::surface, &P::surfaceAlt, &P::selection, &P::accentBackground});
        on(&P::accent, {&P::window, &P::surface, &P::accentBackground});
        on(&P::onAccentFill, {&P::accentFill, &P::accentFillHover});
        // Tones: labels on the window and on cards, their boxes, selected decision cells, a chip's
        // remove button on hover.
        for (QColor P::*tone : {&P::success, &P::warning, &P::danger})
            on(tone, {&P::window, &P::surface, &P::surfaceAlt, &P::selection});
        on(&P::success, {&P::successBackground});
        on(&P::warning, {&P::warningBackground});
        on(&P::danger, {&P::dangerBackground}); // also: removed tool chips
        on(&P::sidebarText, {&P::sidebar, &P::sidebarHover});
        on(&P::sidebarTextStrong, {&P::sidebar, &P::sidebarHover, &P::sidebarSelected});
        on(&P::sidebarTextMuted, {&P::sidebar});
        on(&P::tooltipText, {&P::tooltip});
        // Kept tool chips, by source.
        on(&P::coreSource, {&P::coreBackground});
        on(&P::pluginSource, {&P::pluginBackground});
        on(&P::mcpSource, {&P::mcpBackground});
        // The risky words of a command, highlighted in the approval card.
        on(&P::window, {&P::warning});
        on(&P::badgeText, {&P::badge, &P::badgeIdle});
        return pairs;
    }();
    return list;
}

// Thresholds (CIEDE2000). About 2 is just noticeable for large patches side by side; small fields
// (text strokes, 9 pt labels, chips) need several times that to be told apart at a glance, and
// colour-vision differences shrink it further. Hence:
// - 15 for colours that mean different things in text and small marks (risk tones, sources,
//   removed against kept chips);
// - 8 for large pale fills, which cannot drift far apart in light without costing text contrast
//   and always come with differently coloured text;
// - 10 for the matrix: sixteen colours (fourteen steps, allowed, error) in one usable lightness
//   band, painted as 18 px squares beside a legend that names each.
const QList<ThemePalette::DistinctSet> &ThemePalette::distinctSets() {
    using P = ThemePalette;
    static const QList<DistinctSet> list = {
        {"risk tones", {&P::success, &P::warning, &P::danger}, false, 15},
        {"risk tone fills",
         {&P::successBackground, &P::warningBackground, &P::dangerBackground},
         false,
         8},
        {"tool sources", {&P::coreSource, &P::pluginSource, &P::mcpSource}, false, 15},
        {"kept and removed chips",
         {&P::coreSource, &P::pluginSource, &P::mcpSource, &P::danger},
         false,
         15},
        {"kept and removed chip fills",
         {&P::coreBackground, &P::pluginBackground, &P::mcpBackground, &P::dangerBackground},
         false,
         8},
        {"matrix cells (steps, allowed, error)", {&P::success, &P::danger}, true, 10},
    };
    return list;
}

} // namespace toolgate::ui
