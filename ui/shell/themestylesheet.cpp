// SPDX-License-Identifier: MIT
#include "ui/shell/themestylesheet.h"

#include "ui/shell/themepalette.h"

#include <QRegularExpression>

namespace toolgate::ui {

namespace {

// Widgets say what their text means with dynamic properties (Theme::setTone and friends), so a
// theme switch re-colours them through this sheet: tone="danger" colours the text, toneBox a
// padded box in the tone's colours, toneFill body text on the tone's tint.
const char *const kToneRules = R"(
*[tone="neutral"] { color: @text; }
*[tone="secondary"] { color: @textSecondary; }
*[tone="accent"] { color: @accent; }
*[tone="success"] { color: @success; }
*[tone="warning"] { color: @warning; }
*[tone="danger"] { color: @danger; }
*[tone="muted"] { color: @muted; }
*[toneBox] { border-radius: 4px; padding: 6px 8px; }
*[toneBox="neutral"] { color: @text; background: @surfaceAlt; }
*[toneBox="secondary"] { color: @textSecondary; background: @surfaceAlt; }
*[toneBox="accent"] { color: @accent; background: @accentBackground; }
*[toneBox="success"] { color: @success; background: @successBackground; }
*[toneBox="warning"] { color: @warning; background: @warningBackground; }
*[toneBox="danger"] { color: @danger; background: @dangerBackground; }
*[toneBox="muted"] { color: @muted; background: @surfaceAlt; }
*[toneFill="neutral"], *[toneFill="secondary"], *[toneFill="muted"] { color: @text; background: @surfaceAlt; }
*[toneFill="accent"] { color: @text; background: @accentBackground; }
*[toneFill="success"] { color: @text; background: @successBackground; }
*[toneFill="warning"] { color: @text; background: @warningBackground; }
*[toneFill="danger"] { color: @text; background: @dangerBackground; }
)";

const char *const kWidgetRules = R"(
QMainWindow, QStackedWidget#screenStack { background: @window; }
QListWidget#navigation {
    background: @sidebar; border: none; color: @sidebarText; outline: 0;
    padding-top: 8px;
}
QListWidget#navigation::item { padding: 9px 14px; margin: 1px 8px; border-radius: 6px; }
QListWidget#navigation::item:hover { background: @sidebarHover; color: @sidebarTextStrong; }
QListWidget#navigation::item:selected { background: @sidebarSelected; color: @sidebarTextStrong; }
QLabel#brand { background: @sidebar; color: @sidebarTextStrong; font-weight: 600; padding: 16px 22px 8px 22px; }
QLabel#brandSubtitle { background: @sidebar; color: @sidebarTextMuted; padding: 0px 22px 12px 22px; }
.QWidget#sidebar { background: @sidebar; }
QLabel#screenTitle { font-size: 16pt; font-weight: 600; color: @text; }
QLabel#screenSubtitle { color: @textSecondary; }
QLabel#emptyTitle { font-size: 13pt; font-weight: 600; color: @text; }
QLabel#emptyBody { color: @textSecondary; }
QLabel#emptyHint { color: @textSecondary; }
QFrame#emptyCard { background: @surface; border: 1px solid @border; border-radius: 10px; }
QFrame#card { background: @surface; border: 1px solid @border; border-radius: 8px; }
QStatusBar { background: @surfaceAlt; border-top: 1px solid @border; color: @text; }
QStatusBar::item { border: none; }
QLabel#statusConnection, QLabel#statusSource { padding: 0px 8px; }
QMenuBar { background: @surface; border-bottom: 1px solid @border; color: @text; }
QMenuBar::item { padding: 4px 10px; }
QMenuBar::item:selected { background: @accentBackground; color: @text; border-radius: 4px; }
QMenu { background: @surface; border: 1px solid @controlBorder; padding: 4px; color: @text; }
QMenu::item { padding: 5px 28px 5px 20px; border-radius: 4px; }
QMenu::item:selected { background: @accentBackground; color: @text; }
QMenu::item:disabled { color: @textDisabled; }
QMenu::separator { height: 1px; background: @border; margin: 4px 8px; }
QDialog#commandPalette { background: @surface; border: 1px solid @controlBorder; border-radius: 10px; }
QLineEdit#paletteFilter { border: none; border-bottom: 1px solid @border; padding: 10px 12px; font-size: 12pt; background: @surface; }
QListView#paletteList { border: none; background: @surface; outline: 0; }
QListView#paletteList::item { padding: 6px 10px; }
QListView#paletteList::item:selected { background: @accentBackground; color: @text; }
QPushButton { padding: 5px 14px; border: 1px solid @controlBorder; border-radius: 5px; background: @surface; color: @text; }
QPushButton:hover { background: @surfaceAlt; }
QPushButton:default { border-color: @accent; }
QPushButton:focus { border-color: @accent; }
QPushButton#primaryButton { background: @accentFill; color: @onAccentFill; border-color: @accentFill; }
QPushButton#primaryButton:hover { background: @accentFillHover; color: @onAccentFill; }
QPushButton:disabled { color: @textDisabled; background: @window; border-color: @disabledMark; }
QToolButton#addScopeButton, QToolButton#removeScopeButton { padding: 4px 10px; border: 1px solid @controlBorder; border-radius: 5px; background: @surface; color: @text; }
QToolButton#addScopeButton { padding-right: 22px; }
QToolButton#addScopeButton:hover, QToolButton#removeScopeButton:hover { background: @surfaceAlt; }
QToolButton#removeScopeButton:disabled { color: @textDisabled; background: @window; border-color: @disabledMark; }
QToolButton#addScopeButton::menu-indicator { image: url(@arrowDown); width: 9px; height: 9px; subcontrol-origin: padding; subcontrol-position: center right; right: 7px; }
QLineEdit, QComboBox, QAbstractSpinBox { padding: 4px 6px; border: 1px solid @controlBorder; border-radius: 5px; background: @surface; color: @text; }
QLineEdit:focus, QComboBox:focus, QAbstractSpinBox:focus { border-color: @accent; }
QLineEdit:disabled, QComboBox:disabled, QAbstractSpinBox:disabled { color: @textDisabled; background: @window; border-color: @disabledMark; }
QComboBox { padding-right: 22px; }
QComboBox::drop-down { subcontrol-origin: padding; subcontrol-position: center right; width: 20px; border: none; }
QComboBox::down-arrow { image: url(@arrowDown); width: 10px; height: 10px; }
QComboBox::down-arrow:disabled { image: url(@arrowDownDisabled); }
QComboBox QAbstractItemView { border: 1px solid @controlBorder; border-radius: 0px; background: @surface; color: @text; selection-background-color: @accentBackground; selection-color: @text; }
QAbstractSpinBox { padding-right: 20px; }
QAbstractSpinBox::up-button, QAbstractSpinBox::down-button { subcontrol-origin: border; width: 18px; border: none; border-left: 1px solid @border; background: @window; }
QAbstractSpinBox::up-button { subcontrol-position: top right; border-top-right-radius: 5px; }
QAbstractSpinBox::down-button { subcontrol-position: bottom right; border-bottom-right-radius: 5px; }
QAbstractSpinBox::up-button:hover, QAbstractSpinBox::down-button:hover { background: @accentBackground; }
QAbstractSpinBox::up-arrow { image: url(@arrowUp); width: 8px; height: 8px; }
QAbstractSpinBox::down-arrow { image: url(@arrowDown); width: 8px; height: 8px; }
QAbstractSpinBox::up-arrow:disabled, QAbstractSpinBox::up-arrow:off { image: url(@arrowUpDisabled); }
QAbstractSpinBox::down-arrow:disabled, QAbstractSpinBox::down-arrow:off { image: url(@arrowDownDisabled); }
QScrollBar:vertical { background: @surfaceAlt; width: 11px; margin: 0px; border: none; }
QScrollBar:horizontal { background: @surfaceAlt; height: 11px; margin: 0px; border: none; }
QScrollBar::handle { background: @scrollHandle; border-radius: 4px; margin: 2px; }
QScrollBar::handle:hover { background: @scrollHandleHover; }
QScrollBar::handle:vertical { min-height: 28px; }
QScrollBar::handle:horizontal { min-width: 28px; }
QScrollBar::add-line, QScrollBar::sub-line { width: 0px; height: 0px; border: none; background: none; }
QScrollBar::add-page, QScrollBar::sub-page { background: none; }
QTreeView, QTableView, QListView { background: @surface; border: 1px solid @border; border-radius: 6px; }
QTextEdit, QPlainTextEdit, QTextBrowser { background: @surface; color: @text; border: 1px solid @border; }
QHeaderView { background: @surfaceAlt; }
QHeaderView::section { background: @surfaceAlt; border: none; border-bottom: 1px solid @border; padding: 5px 4px; font-weight: 600; color: @text; }
QTableCornerButton::section { background: @surfaceAlt; border: none; }
QCheckBox, QRadioButton, QGroupBox { color: @text; }
QCheckBox:disabled { color: @textDisabled; }
QCheckBox::indicator { width: 13px; height: 13px; border: 1px solid @controlBorder; border-radius: 3px; background: @surface; }
QCheckBox::indicator:hover, QCheckBox::indicator:focus { border-color: @accent; }
QCheckBox::indicator:checked { background: @accentFill; border-color: @accentFill; image: url(@tick); }
QCheckBox::indicator:disabled { border-color: @disabledMark; background: @window; }
QCheckBox::indicator:checked:disabled { background: @disabledMark; image: url(@tickDisabled); }
QGroupBox { border: 1px solid @border; border-radius: 6px; margin-top: 12px; padding-top: 4px; }
QGroupBox::title { subcontrol-origin: margin; left: 8px; padding: 0px 4px; }
QFrame#chip { background: @surfaceAlt; border: 1px solid @border; border-radius: 11px; }
QFrame#chip[problem="true"] { background: @warningBackground; border-color: @warningBorder; }
QLabel#chipText { color: @text; }
QLabel#chipEmpty { color: @muted; font-style: italic; }
QToolButton#chipRemove { border: none; color: @textSecondary; padding: 0px 3px; font-weight: 600; }
QToolButton#chipRemove:hover { color: @danger; }
QLabel#listTitle { font-weight: 600; color: @text; font-family: monospace; }
QLabel#listHint, QLabel#scopeNote, QLabel#fieldLabel { color: @textSecondary; }
QLabel#sectionTitle { font-weight: 600; color: @text; }
QFrame#findingsBox { background: @warningBackground; border: 1px solid @warningBorder; border-radius: 8px; }
QLabel#cardHeadline[command="true"] { background: @window; color: @text; border: 1px solid @border; border-radius: 4px; padding: 8px; }
QFrame#approvalCard { background: @surface; border: 1px solid @border; border-radius: 8px; }
QFrame#explainPanel { background: @surface; border: 1px solid @border; border-radius: 8px; }
QTabWidget::pane { border: none; }
QTabBar::tab { padding: 6px 14px 8px 14px; color: @textSecondary; border: none; }
QTabBar::tab:selected { color: @text; padding-bottom: 6px; border-bottom: 2px solid @accent; }
QTreeView#scopeTree::item { padding: 4px 2px; }
QTreeView#scopeTree::item:selected { background: @selection; color: @text; }
QToolTip { background: @tooltip; color: @tooltipText; border: 1px solid @controlBorder; padding: 4px 6px; }
)";

} // namespace

QString ThemeStyleSheet::templateText() {
    return QString::fromUtf8(kWidgetRules) + QString::fromUtf8(kToneRules);
}

QString ThemeStyleSheet::generate(const ThemePalette &palette, const Images &images) {
    QString sheet = templateText();
    // Longest first: @arrowDown is a prefix of @arrowDownDisabled.
    const QList<std::pair<QString, QString>> urls = {
        {QStringLiteral("@arrowDownDisabled"), images.downDisabled},
        {QStringLiteral("@arrowUpDisabled"), images.upDisabled},
        {QStringLiteral("@arrowDown"), images.down},
        {QStringLiteral("@arrowUp"), images.up},
        {QStringLiteral("@tickDisabled"), images.tickDisabled},
        {QStringLiteral("@tick"), images.tick},
    };
    for (const auto &[token, url] : urls)
        sheet.replace(token, url);
    // Longest names first would matter for plain replace ("@text" in "@textSecondary"); a
    // whole-word match avoids it.
    static const QRegularExpression token(QStringLiteral("@([A-Za-z]+)\\b"));
    QString out;
    out.reserve(sheet.size());
    qsizetype from = 0;
    for (auto it = token.globalMatch(sheet); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        out += QStringView(sheet).mid(from, match.capturedStart() - from);
        const QString name = match.captured(1);
        QString replacement = match.captured(0); // unknown names stay visible (a test fails)
        for (const ThemePalette::Role &role : ThemePalette::roles()) {
            if (name == QLatin1String(role.name)) {
                replacement = (palette.*role.colour).name();
                break;
            }
        }
        out += replacement;
        from = match.capturedEnd();
    }
    out += QStringView(sheet).mid(from);
    return out;
}

} // namespace toolgate::ui
