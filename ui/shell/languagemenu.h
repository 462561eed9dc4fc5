// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class QMenu;

namespace toolgate::ui {

// View > Language: follow the system, or one of the embedded catalogs. The choice is saved in the
// "language" setting that Translations::install reads at the next start (--lang still overrides
// it) and applied at once.
class LanguageMenu final : public QObject {
    Q_OBJECT

public:
    explicit LanguageMenu(QMenu *parentMenu);

    QMenu *menu() const { return m_menu; }
    // A language's own name ("简体中文"), or "System default" for an empty code.
    static QString displayName(const QString &code);

private:
    QMenu *m_menu;
};

} // namespace toolgate::ui
