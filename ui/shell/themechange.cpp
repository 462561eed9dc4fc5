// SPDX-License-Identifier: MIT
#include "ui/shell/themechange.h"

#include <QCoreApplication>
#include <QObject>

namespace toolgate::ui {

namespace {

// One per application, found as its child (like LanguageWatcher), so a test's fresh application
// starts with no listeners.
class ThemeNotifier final : public QObject {
    Q_OBJECT

public:
    static ThemeNotifier *instance() {
        QCoreApplication *app = QCoreApplication::instance();
        if (!app)
            return nullptr;
        auto *notifier = app->findChild<ThemeNotifier *>(QString(), Qt::FindDirectChildrenOnly);
        return notifier ? notifier : new ThemeNotifier(app);
    }

signals:
    void themeChanged();

private:
    explicit ThemeNotifier(QObject *parent)
        : QObject(parent) {
        setObjectName(QStringLiteral("toolgateThemeNotifier"));
    }
};

} // namespace

void recolourWith(QObject *context, std::function<void()> apply) {
    apply();
    if (ThemeNotifier *notifier = ThemeNotifier::instance())
        QObject::connect(notifier, &ThemeNotifier::themeChanged, context, std::move(apply));
}

void setRecolour(QObject *owner, std::function<void()> apply) {
    static const QString name = QStringLiteral("toolgateRecolour");
    delete owner->findChild<QObject *>(name, Qt::FindDirectChildrenOnly);
    auto *holder = new QObject(owner); // the connection ends with it
    holder->setObjectName(name);
    recolourWith(holder, std::move(apply));
}

void notifyThemeChanged() {
    if (ThemeNotifier *notifier = ThemeNotifier::instance())
        emit notifier->themeChanged();
}

} // namespace toolgate::ui

#include "themechange.moc"
