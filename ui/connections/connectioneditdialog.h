// SPDX-License-Identifier: MIT
#pragma once

#include "connections/connectionregistry.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;

namespace toolgate::ui {

// Adds or edits one gateway: name, URL, token, the wss:// certificate pin and the explicit
// permission for unencrypted ws:// to another host. The token field never shows the secret; it is
// saved apart from the connections list in a user-only file.
class ConnectionEditDialog final : public QDialog {
    Q_OBJECT

public:
    explicit ConnectionEditDialog(const core::ConnectionEntry &entry, QWidget *parent = nullptr);

    core::ConnectionEntry entry() const;
    QLineEdit *nameField() const { return m_name; }
    QLineEdit *urlField() const { return m_url; }
    QLineEdit *tokenField() const { return m_token; }
    QLineEdit *fingerprintField() const { return m_fingerprint; }
    QCheckBox *allowInsecureBox() const { return m_allowInsecure; }
    // "No authentication": the only way to save without a token (an empty token is refused).
    QCheckBox *noAuthBox() const { return m_noAuth; }

    void accept() override;

private:
    void showError(const QString &text);

    core::ConnectionEntry m_entry;
    QLineEdit *m_name;
    QLineEdit *m_url;
    QLineEdit *m_token;
    QLineEdit *m_fingerprint;
    QCheckBox *m_allowInsecure;
    QCheckBox *m_noAuth;
    QLabel *m_error;
};

} // namespace toolgate::ui
