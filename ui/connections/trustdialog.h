// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

class QPushButton;

namespace toolgate::ui {

// First contact with a gateway whose certificate no authority vouches for (usually OpenClaw's
// auto-generated one): shows its SHA-256 fingerprint and asks, as SSH does, whether to trust it.
// Cancel is the default; trusting pins the fingerprint with the connection.
class TrustDialog final : public QDialog {
    Q_OBJECT

public:
    TrustDialog(const QString &gatewayName, const QString &url, const QString &fingerprint,
                QWidget *parent = nullptr);

    QString fingerprint() const { return m_fingerprint; }
    QPushButton *trustButton() const { return m_trust; }

private:
    QString m_fingerprint;
    QPushButton *m_trust;
};

} // namespace toolgate::ui
