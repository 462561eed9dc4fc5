// SPDX-License-Identifier: MIT
#include "ui/shell/systemcolorscheme.h"

#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QDBusVariant>
#include <QLoggingCategory>
#include <QTimer>

#include <optional>

namespace toolgate::ui {

namespace {

Q_LOGGING_CATEGORY(lcTheme, "toolgate.theme")

const QString kService = QStringLiteral("org.freedesktop.portal.Desktop");
const QString kPath = QStringLiteral("/org/freedesktop/portal/desktop");
const QString kInterface = QStringLiteral("org.freedesktop.portal.Settings");
const QString kGroup = QStringLiteral("org.freedesktop.appearance");
const QString kKey = QStringLiteral("color-scheme");

// Read answers a variant holding a variant holding the uint (the portal's Read predates ReadOne);
// SettingChanged sends the variant holding the uint. Unwraps either.
std::optional<uint> schemeValue(QVariant value) {
    while (value.metaType() == QMetaType::fromType<QDBusVariant>())
        value = qvariant_cast<QDBusVariant>(value).variant();
    bool ok = false;
    const uint number = value.toUInt(&ok);
    if (!ok)
        return std::nullopt;
    return number;
}

SystemColorScheme::Preference preferenceOf(uint value) {
    switch (value) {
    case 1:
        return SystemColorScheme::Preference::Dark;
    case 2:
        return SystemColorScheme::Preference::Light;
    default:
        return SystemColorScheme::Preference::None;
    }
}

} // namespace

SystemColorScheme::SystemColorScheme(const QDBusConnection &bus, QObject *parent)
    : QObject(parent)
    , m_bus(bus) {
    if (!m_bus.isConnected()) {
        // Settled on the next turn, so whoever created this can connect to settled() first.
        QTimer::singleShot(0, this, [this] {
            fallBack(QStringLiteral("no session bus (%1)").arg(m_bus.lastError().message()));
        });
        return;
    }
    // Any sender on the portal's path: naming the service would make QtDBus look its owner up
    // with a blocking call.
    m_bus.connect(QString(), kPath, kInterface, QStringLiteral("SettingChanged"), this,
                  SLOT(onSettingChanged(QString, QString, QDBusVariant)));
    QDBusMessage read =
        QDBusMessage::createMethodCall(kService, kPath, kInterface, QStringLiteral("Read"));
    read << kGroup << kKey;
    auto *watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(read), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, &SystemColorScheme::onReadFinished);
}

void SystemColorScheme::onReadFinished(QDBusPendingCallWatcher *watcher) {
    watcher->deleteLater();
    const QDBusPendingReply<QDBusVariant> reply = *watcher;
    if (reply.isError()) {
        fallBack(QStringLiteral("%1: %2").arg(reply.error().name(), reply.error().message()));
        return;
    }
    const std::optional<uint> value = schemeValue(QVariant::fromValue(reply.value()));
    if (!value) {
        fallBack(QStringLiteral("unexpected answer %1")
                     .arg(QLatin1String(reply.value().variant().typeName())));
        return;
    }
    setPreference(preferenceOf(*value));
    qCInfo(lcTheme) << "desktop portal colour scheme:" << *value;
    m_settled = true;
    emit settled();
}

void SystemColorScheme::fallBack(const QString &why) {
    // An ordinary desktop without a portal (a bare X session, a container): not a problem.
    qCInfo(lcTheme).noquote()
        << QStringLiteral("no colour scheme from the desktop portal (%1): following the system "
                          "means the light theme")
               .arg(why);
    m_settled = true;
    emit settled();
}

void SystemColorScheme::onSettingChanged(const QString &group, const QString &key,
                                         const QDBusVariant &value) {
    if (group != kGroup || key != kKey)
        return;
    if (const std::optional<uint> scheme = schemeValue(QVariant::fromValue(value)))
        setPreference(preferenceOf(*scheme));
}

void SystemColorScheme::setPreference(Preference preference) {
    if (preference == m_preference)
        return;
    m_preference = preference;
    emit preferenceChanged(preference);
}

} // namespace toolgate::ui
