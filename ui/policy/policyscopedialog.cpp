// SPDX-License-Identifier: MIT
#include "ui/policy/policyscopedialog.h"

#include "ui/shell/theme.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace toolgate::ui {

PolicyScopeDialog::PolicyScopeDialog(const QString &title, const QString &prompt,
                                     const QString &placeholder, Check check, QWidget *parent)
    : QDialog(parent)
    , m_name(new QLineEdit)
    , m_problem(new QLabel)
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel))
    , m_check(std::move(check)) {
    setObjectName(QStringLiteral("policyScopeDialog"));
    setWindowTitle(title);
    auto *label = new QLabel(prompt);
    label->setWordWrap(true);
    m_name->setObjectName(QStringLiteral("scopeName"));
    m_name->setPlaceholderText(placeholder);
    m_problem->setObjectName(QStringLiteral("scopeNameProblem"));
    m_problem->setWordWrap(true);
    Theme::setTone(m_problem, Theme::Tone::Danger);
    // Room for the message from the start, so the buttons do not jump while typing.
    m_problem->setMinimumHeight(2 * m_problem->fontMetrics().lineSpacing());
    m_problem->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(m_name);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    setMinimumWidth(420);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_name, &QLineEdit::textChanged, this, &PolicyScopeDialog::validate);
    validate();
}

QString PolicyScopeDialog::name() const {
    return m_name->text().trimmed();
}

void PolicyScopeDialog::validate() {
    const QString problem = m_check(m_name->text());
    // An empty field is not an error yet: say nothing until something is typed.
    m_problem->setText(m_name->text().trimmed().isEmpty() ? QString() : problem);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

} // namespace toolgate::ui
