// SPDX-License-Identifier: MIT
#include "ui/shell/languagechange.h"

#include "util/languagewatcher.h"

namespace toolgate::ui {

void retranslateWith(QObject *context, std::function<void()> apply) {
    apply();
    if (core::LanguageWatcher *watcher = core::LanguageWatcher::instance())
        QObject::connect(watcher, &core::LanguageWatcher::languageChanged, context,
                         std::move(apply));
}

} // namespace toolgate::ui
