// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QStringList>

namespace toolgate::ui {

// Most-recently-used config files, remembered through ConsoleSettings.
class RecentFiles final : public QObject {
    Q_OBJECT

public:
    static constexpr int maximumCount = 8;

    explicit RecentFiles(QObject *parent = nullptr);

    QStringList files() const { return m_files; }
    // Moves `path` (made absolute) to the front, trimming the list to maximumCount.
    void add(const QString &path);
    void remove(const QString &path);
    void clear();

signals:
    void filesChanged();

private:
    void store();

    QStringList m_files;
};

} // namespace toolgate::ui
