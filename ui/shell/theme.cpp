// SPDX-License-Identifier: MIT
#include "ui/shell/theme.h"

#include <QApplication>
#include <QFont>
#include <QPalette>
#include <QStyleFactory>

#include <array>

namespace toolgate::ui {

namespace {

// Slate neutrals with one blue accent; status colours stay desaturated so red means something.
const QColor kWindow(0xf6, 0xf7, 0xf9);
const QColor kSurface(0xff, 0xff, 0xff);
const QColor kBorder(0xdc, 0xe0, 0xe6);
const QColor kText(0x1f, 0x29, 0x37);
const QColor kTextSecondary(0x5b, 0x67, 0x78);
const QColor kAccent(0x25, 0x63, 0xeb);

QString styleSheet() {
    return QStringLiteral(R"(
QMainWindow, QStackedWidget#screenStack { background: #f6f7f9; }
QListWidget#navigation {
    background: #1e293b; border: none; color: #cbd5e1; outline: 0;
    padding-top: 8px;
}
QListWidget#navigation::item { padding: 9px 14px; margin: 1px 8px; border-radius: 6px; }
QListWidget#navigation::item:hover { background: #273549; color: #ffffff; }
QListWidget#navigation::item:selected { background: #334155; color: #ffffff; }
QLabel#brand { background: #1e293b; color: #ffffff; font-weight: 600; padding: 16px 22px 8px 22px; }
QLabel#brandSubtitle { background: #1e293b; color: #94a3b8; padding: 0px 22px 12px 22px; }
.QWidget#sidebar { background: #1e293b; }
QLabel#screenTitle { font-size: 16pt; font-weight: 600; color: #1f2937; }
QLabel#screenSubtitle { color: #5b6778; }
QLabel#emptyTitle { font-size: 13pt; font-weight: 600; color: #1f2937; }
QLabel#emptyBody { color: #5b6778; }
QLabel#emptyHint { color: #5b6778; }
QFrame#emptyCard { background: #ffffff; border: 1px solid #dce0e6; border-radius: 10px; }
QFrame#card { background: #ffffff; border: 1px solid #dce0e6; border-radius: 8px; }
QStatusBar { background: #eef1f5; border-top: 1px solid #dce0e6; color: #374151; }
QStatusBar::item { border: none; }
QLabel#statusConnection, QLabel#statusSource { padding: 0px 8px; }
QMenuBar { background: #ffffff; border-bottom: 1px solid #dce0e6; }
QMenuBar::item { padding: 4px 10px; }
QMenuBar::item:selected { background: #e8eefc; border-radius: 4px; }
QMenu { background: #ffffff; border: 1px solid #dce0e6; padding: 4px; }
QMenu::item { padding: 5px 28px 5px 20px; border-radius: 4px; }
QMenu::item:selected { background: #e8eefc; color: #1f2937; }
QMenu::item:disabled { color: #9aa3b2; }
QMenu::separator { height: 1px; background: #e5e7eb; margin: 4px 8px; }
QDialog#commandPalette { background: #ffffff; border: 1px solid #c4cad4; border-radius: 10px; }
QLineEdit#paletteFilter { border: none; border-bottom: 1px solid #dce0e6; padding: 10px 12px; font-size: 12pt; background: #ffffff; }
QListView#paletteList { border: none; background: #ffffff; outline: 0; }
QListView#paletteList::item { padding: 6px 10px; }
QListView#paletteList::item:selected { background: #e8eefc; color: #1f2937; }
QPushButton { padding: 5px 14px; border: 1px solid #c4cad4; border-radius: 5px; background: #ffffff; }
QPushButton:hover { background: #f1f4f8; }
QPushButton:default { border-color: #2563eb; }
QPushButton#primaryButton { background: #2563eb; color: #ffffff; border-color: #2563eb; }
QPushButton#primaryButton:hover { background: #1d4ed8; }
QPushButton:disabled { color: #9aa3b2; background: #f6f7f9; }
QToolButton#addScopeButton, QToolButton#removeScopeButton { padding: 4px 10px; border: 1px solid #c4cad4; border-radius: 5px; background: #ffffff; }
QToolButton#addScopeButton { padding-right: 22px; }
QToolButton#addScopeButton:hover, QToolButton#removeScopeButton:hover { background: #f1f4f8; }
QToolButton#removeScopeButton:disabled { color: #9aa3b2; background: #f6f7f9; }
QToolButton#addScopeButton::menu-indicator { image: url(:/ui/arrow-down.png); width: 9px; height: 9px; subcontrol-origin: padding; subcontrol-position: center right; right: 7px; }
QLineEdit, QComboBox, QAbstractSpinBox { padding: 4px 6px; border: 1px solid #c4cad4; border-radius: 5px; background: #ffffff; }
QLineEdit:focus, QComboBox:focus, QAbstractSpinBox:focus { border-color: #2563eb; }
QComboBox { padding-right: 22px; }
QComboBox::drop-down { subcontrol-origin: padding; subcontrol-position: center right; width: 20px; border: none; }
QComboBox::down-arrow { image: url(:/ui/arrow-down.png); width: 10px; height: 10px; }
QComboBox::down-arrow:disabled { image: url(:/ui/arrow-down-disabled.png); }
QComboBox QAbstractItemView { border: 1px solid #c4cad4; border-radius: 0px; selection-background-color: #e8eefc; selection-color: #1f2937; }
QAbstractSpinBox { padding-right: 20px; }
QAbstractSpinBox::up-button, QAbstractSpinBox::down-button { subcontrol-origin: border; width: 18px; border: none; border-left: 1px solid #dce0e6; background: #f6f7f9; }
QAbstractSpinBox::up-button { subcontrol-position: top right; border-top-right-radius: 5px; }
QAbstractSpinBox::down-button { subcontrol-position: bottom right; border-bottom-right-radius: 5px; }
QAbstractSpinBox::up-button:hover, QAbstractSpinBox::down-button:hover { background: #e8eefc; }
QAbstractSpinBox::up-arrow { image: url(:/ui/arrow-up.png); width: 8px; height: 8px; }
QAbstractSpinBox::down-arrow { image: url(:/ui/arrow-down.png); width: 8px; height: 8px; }
QAbstractSpinBox::up-arrow:disabled, QAbstractSpinBox::up-arrow:off { image: url(:/ui/arrow-up-disabled.png); }
QAbstractSpinBox::down-arrow:disabled, QAbstractSpinBox::down-arrow:off { image: url(:/ui/arrow-down-disabled.png); }
QScrollBar:vertical { background: #f1f3f6; width: 11px; margin: 0px; border: none; }
QScrollBar:horizontal { background: #f1f3f6; height: 11px; margin: 0px; border: none; }
QScrollBar::handle { background: #b3bac5; border-radius: 4px; margin: 2px; }
QScrollBar::handle:hover { background: #8b95a5; }
QScrollBar::handle:vertical { min-height: 28px; }
QScrollBar::handle:horizontal { min-width: 28px; }
QScrollBar::add-line, QScrollBar::sub-line { width: 0px; height: 0px; border: none; background: none; }
QScrollBar::add-page, QScrollBar::sub-page { background: none; }
QTreeView, QTableView, QListView { background: #ffffff; border: 1px solid #dce0e6; border-radius: 6px; }
QHeaderView::section { background: #f1f4f8; border: none; border-bottom: 1px solid #dce0e6; padding: 5px 4px; font-weight: 600; color: #374151; }
QFrame#chip { background: #eef2f7; border: 1px solid #d5dbe4; border-radius: 11px; }
QFrame#chip[problem="true"] { background: #fdf3e1; border-color: #e0b15a; }
QLabel#chipText { color: #1f2937; }
QLabel#chipEmpty { color: #8b95a5; font-style: italic; }
QToolButton#chipRemove { border: none; color: #5b6778; padding: 0px 3px; font-weight: 600; }
QToolButton#chipRemove:hover { color: #b91c1c; }
QLabel#listTitle { font-weight: 600; color: #1f2937; font-family: monospace; }
QLabel#listHint, QLabel#scopeNote, QLabel#fieldLabel { color: #5b6778; }
QLabel#sectionTitle { font-weight: 600; color: #374151; }
QFrame#findingsBox { background: #fffbf2; border: 1px solid #f0dcb4; border-radius: 8px; }
QFrame#explainPanel { background: #ffffff; border: 1px solid #dce0e6; border-radius: 8px; }
QTabWidget::pane { border: none; }
QTabBar::tab { padding: 6px 14px; color: #5b6778; border: none; border-bottom: 2px solid transparent; }
QTabBar::tab:selected { color: #1f2937; border-bottom: 2px solid #2563eb; }
QTreeView#scopeTree::item { padding: 4px 2px; }
QTreeView#scopeTree::item:selected { background: #dbe6fd; color: #1f2937; }
QToolTip { background: #1f2937; color: #ffffff; border: none; padding: 4px 6px; }
)");
}

} // namespace

void Theme::apply(QApplication &app) {
    app.setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QPalette palette;
    palette.setColor(QPalette::Window, kWindow);
    palette.setColor(QPalette::WindowText, kText);
    palette.setColor(QPalette::Base, kSurface);
    palette.setColor(QPalette::AlternateBase, QColor(0xf8, 0xf9, 0xfb));
    palette.setColor(QPalette::Text, kText);
    palette.setColor(QPalette::Button, kSurface);
    palette.setColor(QPalette::ButtonText, kText);
    palette.setColor(QPalette::Highlight, QColor(0xdb, 0xe6, 0xfd));
    palette.setColor(QPalette::HighlightedText, kText);
    palette.setColor(QPalette::PlaceholderText, QColor(0x8b, 0x95, 0xa5));
    palette.setColor(QPalette::Link, kAccent);
    palette.setColor(QPalette::ToolTipBase, kText);
    palette.setColor(QPalette::ToolTipText, kSurface);
    palette.setColor(QPalette::Disabled, QPalette::Text, QColor(0x9a, 0xa3, 0xb2));
    palette.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x9a, 0xa3, 0xb2));
    palette.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x9a, 0xa3, 0xb2));
    QApplication::setPalette(palette);
    setPresentationScale(app, false);
    app.setStyleSheet(styleSheet());
}

void Theme::setPresentationScale(QApplication &app, bool enlarged) {
    Q_UNUSED(app);
    QFont font = QApplication::font();
    font.setPointSizeF(enlarged ? 13.0 : 9.5);
    QApplication::setFont(font);
}

QColor Theme::tone(Tone tone) {
    switch (tone) {
    case Tone::Accent:
        return kAccent;
    case Tone::Success:
        return QColor(0x15, 0x80, 0x3d);
    case Tone::Warning:
        return QColor(0xb4, 0x53, 0x09);
    case Tone::Danger:
        return QColor(0xb9, 0x1c, 0x1c);
    case Tone::Muted:
        return QColor(0x8b, 0x95, 0xa5);
    case Tone::Neutral:
        break;
    }
    return kText;
}

QColor Theme::toneBackground(Tone tone) {
    switch (tone) {
    case Tone::Accent:
        return QColor(0xe8, 0xee, 0xfc);
    case Tone::Success:
        return QColor(0xe7, 0xf6, 0xec);
    case Tone::Warning:
        return QColor(0xfd, 0xf3, 0xe1);
    case Tone::Danger:
        return QColor(0xfc, 0xe9, 0xe9);
    case Tone::Muted:
        return QColor(0xf1, 0xf3, 0xf6);
    case Tone::Neutral:
        break;
    }
    return kSurface;
}

QColor Theme::sourceColor(ToolSource source) {
    switch (source) {
    case ToolSource::Plugin:
        return QColor(0x6d, 0x28, 0xd9);
    case ToolSource::Mcp:
        return QColor(0x0f, 0x76, 0x6e);
    case ToolSource::Core:
        break;
    }
    return QColor(0x1e, 0x40, 0xaf);
}

QColor Theme::sourceBackground(ToolSource source) {
    switch (source) {
    case ToolSource::Plugin:
        return QColor(0xf1, 0xea, 0xfd);
    case ToolSource::Mcp:
        return QColor(0xe3, 0xf5, 0xf2);
    case ToolSource::Core:
        break;
    }
    return QColor(0xe8, 0xee, 0xfc);
}

QColor Theme::stepColor(int index) {
    // Muted, distinguishable hues; steps later than the table wrap around.
    static const std::array<QColor, 14> colours = {
        QColor(0xe0, 0x7a, 0x5f), QColor(0xd9, 0x8c, 0x3f), QColor(0xc9, 0xa2, 0x27),
        QColor(0x8a, 0xa8, 0x3f), QColor(0x4f, 0xa0, 0x7a), QColor(0x3f, 0x9c, 0xa8),
        QColor(0x4a, 0x86, 0xc8), QColor(0x6a, 0x6f, 0xd0), QColor(0x94, 0x62, 0xc9),
        QColor(0xbf, 0x5b, 0xa8), QColor(0xc2, 0x5b, 0x74), QColor(0x8c, 0x7a, 0x6b),
        QColor(0x6b, 0x7f, 0x8c), QColor(0x9b, 0x8f, 0x4d)};
    if (index < 0)
        return kBorder;
    return colours[static_cast<size_t>(index) % colours.size()];
}

QColor Theme::windowBackground() {
    return kWindow;
}
QColor Theme::surface() {
    return kSurface;
}
QColor Theme::border() {
    return kBorder;
}
QColor Theme::textPrimary() {
    return kText;
}
QColor Theme::textSecondary() {
    return kTextSecondary;
}
} // namespace toolgate::ui
