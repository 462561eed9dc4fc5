// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class QAbstractItemModel;
class QCoreApplication;

namespace toolgate::core {

// QCoreApplication sends QEvent::LanguageChange to itself on every installTranslator and
// removeTranslator. One watcher per application turns that into a signal, so objects that are
// not widgets (models, actions) can retranslate when the language is switched at runtime.
class LanguageWatcher final : public QObject {
    Q_OBJECT

public:
    // The application's watcher, created on first use; null without an application object.
    static LanguageWatcher *instance();
    // Models whose data()/headerData() call tr() tell their views to fetch everything again.
    static void refreshOnLanguageChange(QAbstractItemModel *model);

signals:
    void languageChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit LanguageWatcher(QCoreApplication *app);
};

} // namespace toolgate::core
