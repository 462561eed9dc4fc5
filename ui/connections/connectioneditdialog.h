// SPDX-License-Identifier: MIT
#pragma once

#include "connections/connectionregistry.h"

#include <QDialog>

class QLabel;
class QLineEdit;

namespace toolgate::ui {

// Adds or edits one gateway: name, URL and token. The token field never shows the secret; it is
// saved apart from the connections list in a user-only file.
class ConnectionEditDialog final : public QDialog {
    Q_OBJECT

public:
    explicit ConnectionEditDialog(const core::ConnectionEntry &entry, QWidget *parent = nullptr);

    core::ConnectionEntry entry() const;
    QLineEdit *nameField() const { return m_name; }
    QLineEdit *urlField() const { return m_url; }
    QLineEdit *tokenField() const { return m_token; }

    void accept() override;

private:
    core::ConnectionEntry m_entry;
    QLineEdit *m_name;
    QLineEdit *m_url;
    QLineEdit *m_token;
    QLabel *m_error;
};

} // namespace toolgate::ui
