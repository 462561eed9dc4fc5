// SPDX-License-Identifier: MIT
#pragma once

#include <QDBusConnection>
#include <QObject>

class QDBusPendingCallWatcher;
class QDBusVariant;

namespace toolgate::ui {

// The desktop's light or dark preference, from the XDG desktop portal (Qt 6.4 has no colour
// scheme API): Settings.Read("org.freedesktop.appearance", "color-scheme") once, asynchronously,
// then its SettingChanged signal. The GUI thread never waits: until the portal answers, and when
// none does, the preference is "none" and the console stays light.
class SystemColorScheme final : public QObject {
    Q_OBJECT

public:
    // The portal's values.
    enum class Preference { None = 0, Dark = 1, Light = 2 };
    Q_ENUM(Preference)

    explicit SystemColorScheme(const QDBusConnection &bus, QObject *parent = nullptr);

    Preference preference() const { return m_preference; }
    bool prefersDark() const { return m_preference == Preference::Dark; }
    // The first question was answered, or went unanswered (the fallback applies).
    bool isSettled() const { return m_settled; }

signals:
    void preferenceChanged(toolgate::ui::SystemColorScheme::Preference preference);
    // Once, after the first answer or the failure to get one.
    void settled();

private slots:
    void onSettingChanged(const QString &group, const QString &key, const QDBusVariant &value);

private:
    void onReadFinished(QDBusPendingCallWatcher *watcher);
    void fallBack(const QString &why);
    void setPreference(Preference preference);

    QDBusConnection m_bus;
    Preference m_preference = Preference::None;
    bool m_settled = false;
};

} // namespace toolgate::ui
