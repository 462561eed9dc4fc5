// SPDX-License-Identifier: MIT
#include "ui/document/recentfiles.h"

#include "ui/shell/consolesettings.h"

#include <QFileInfo>

namespace toolgate::ui {

namespace {}

RecentFiles::RecentFiles(QObject *parent)
    : QObject(parent) {
    m_files = ConsoleSettings::recentFiles();
    while (m_files.size() > maximumCount)
        m_files.removeLast();
}

void RecentFiles::add(const QString &path) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_files.removeAll(absolute);
    m_files.prepend(absolute);
    while (m_files.size() > maximumCount)
        m_files.removeLast();
    store();
}

void RecentFiles::remove(const QString &path) {
    if (m_files.removeAll(QFileInfo(path).absoluteFilePath()) > 0)
        store();
}

void RecentFiles::clear() {
    m_files.clear();
    store();
}

void RecentFiles::store() {
    ConsoleSettings::setRecentFiles(m_files);
    emit filesChanged();
}

} // namespace toolgate::ui
