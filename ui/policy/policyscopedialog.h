// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

#include <functional>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace toolgate::ui {

// Asks for the name of a new scope and checks it as it is typed: OK stays disabled, and the
// reason shows under the field, until `check` returns no problem.
class PolicyScopeDialog final : public QDialog {
    Q_OBJECT

public:
    using Check = std::function<QString(const QString &name)>;

    PolicyScopeDialog(const QString &title, const QString &prompt, const QString &placeholder,
                      Check check, QWidget *parent = nullptr);

    QString name() const;

private:
    void validate();

    QLineEdit *m_name;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
    Check m_check;
};

} // namespace toolgate::ui
