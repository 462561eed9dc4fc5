// SPDX-License-Identifier: MIT
#include "ui/shell/consolesettings.h"

#include <QSettings>

namespace toolgate::ui {

namespace {
// The stored names; existing users' files use them, so they never change.
const QString kLanguage = QStringLiteral("language");
const QString kTheme = QStringLiteral("theme");
const QString kRecentFiles = QStringLiteral("recentFiles");
const QString kLastDirectory = QStringLiteral("mainWindow/lastDirectory");
const QString kGeometry = QStringLiteral("mainWindow/geometry");
const QString kState = QStringLiteral("mainWindow/state");
const QString kScreen = QStringLiteral("mainWindow/screen");
const QString kDoNotDisturb = QStringLiteral("approvals/doNotDisturb");
const QString kSound = QStringLiteral("approvals/sound");
const QString kRetentionMinutes = QStringLiteral("approvals/retentionMinutes");
const QString kRetentionCount = QStringLiteral("approvals/retentionCount");
const QString kExecHiddenColumns = QStringLiteral("execApprovals/hiddenColumns");
} // namespace

QString ConsoleSettings::language() {
    return QSettings().value(kLanguage).toString();
}

void ConsoleSettings::setLanguage(const QString &code) {
    QSettings().setValue(kLanguage, code);
}

QString ConsoleSettings::theme() {
    return QSettings().value(kTheme, QStringLiteral("system")).toString();
}

void ConsoleSettings::setTheme(const QString &name) {
    QSettings().setValue(kTheme, name);
}

QStringList ConsoleSettings::recentFiles() {
    return QSettings().value(kRecentFiles).toStringList();
}

void ConsoleSettings::setRecentFiles(const QStringList &paths) {
    QSettings().setValue(kRecentFiles, paths);
}

QString ConsoleSettings::lastDirectory() {
    return QSettings().value(kLastDirectory).toString();
}

void ConsoleSettings::setLastDirectory(const QString &path) {
    QSettings().setValue(kLastDirectory, path);
}

QByteArray ConsoleSettings::windowGeometry() {
    return QSettings().value(kGeometry).toByteArray();
}

QByteArray ConsoleSettings::windowState() {
    return QSettings().value(kState).toByteArray();
}

int ConsoleSettings::windowScreen() {
    return QSettings().value(kScreen, 0).toInt();
}

void ConsoleSettings::setWindow(const QByteArray &geometry, const QByteArray &state, int screen) {
    QSettings settings;
    settings.setValue(kGeometry, geometry);
    settings.setValue(kState, state);
    settings.setValue(kScreen, screen);
}

bool ConsoleSettings::approvalsDoNotDisturb() {
    return QSettings().value(kDoNotDisturb, false).toBool();
}

void ConsoleSettings::setApprovalsDoNotDisturb(bool on) {
    QSettings().setValue(kDoNotDisturb, on);
}

bool ConsoleSettings::approvalsSound() {
    return QSettings().value(kSound, false).toBool();
}

void ConsoleSettings::setApprovalsSound(bool on) {
    QSettings().setValue(kSound, on);
}

core::ApprovalRetention ConsoleSettings::approvalsRetention() {
    const QSettings settings;
    core::ApprovalRetention retention;
    const int minutes = settings.value(kRetentionMinutes, 15).toInt();
    const int count = settings.value(kRetentionCount, retention.maxFinished).toInt();
    if (minutes > 0)
        retention.maxAgeMs = qint64(minutes) * 60 * 1000;
    if (count > 0)
        retention.maxFinished = count;
    return retention;
}

void ConsoleSettings::setApprovalsRetention(const core::ApprovalRetention &retention) {
    QSettings settings;
    settings.setValue(kRetentionMinutes, int(retention.maxAgeMs / 60000));
    settings.setValue(kRetentionCount, retention.maxFinished);
}

QStringList ConsoleSettings::execAllowlistHiddenColumns() {
    return QSettings()
        .value(kExecHiddenColumns,
               QStringList{QStringLiteral("lastCommand"), QStringLiteral("resolvedPath")})
        .toStringList();
}

void ConsoleSettings::setExecAllowlistHiddenColumns(const QStringList &names) {
    QSettings().setValue(kExecHiddenColumns, names);
}

} // namespace toolgate::ui
