// SPDX-License-Identifier: MIT
#include "ui/connections/connectoption.h"

#include "connections/connectionregistry.h"
#include "gateway/connectionmanager.h"
#include "gateway/tlsfingerprint.h"
#include "util/errorcode.h"
#include "util/gatewayurl.h"

#include <QFile>
#include <QUrl>

namespace toolgate::ui {

core::Result<QString> adoptConnection(gateway::ConnectionManager &connections, const QString &url,
                                      const QString &tokenFile, const QString &tlsFingerprint) {
    const QString canonical = core::canonicalGatewayUrl(url);
    if (auto valid = core::ConnectionRegistry::validateUrl(canonical); !valid)
        return core::Error{valid.error().code, valid.error().message, QStringLiteral("--connect")};
    QString token;
    if (!tokenFile.isEmpty()) {
        QFile file(tokenFile);
        if (!file.open(QIODevice::ReadOnly))
            return core::Error{
                errorCodeText(core::ErrorCode::NotFound),
                QStringLiteral("cannot read the token file: %1").arg(file.errorString()),
                tokenFile};
        token = QString::fromUtf8(file.readAll()).trimmed();
        if (token.isEmpty())
            return core::Error{errorCodeText(core::ErrorCode::NotFound),
                               QStringLiteral("the token file is empty"), tokenFile};
    }
    QString pin;
    if (!tlsFingerprint.isEmpty()) {
        auto parsed = gateway::TlsFingerprint::parse(tlsFingerprint);
        if (!parsed)
            return core::Error{parsed.error().code, parsed.error().message,
                               QStringLiteral("--tls-fingerprint")};
        pin = parsed->toString();
    }
    core::ConnectionEntry entry;
    for (const core::ConnectionEntry &known : connections.registry()->entries()) {
        if (!known.builtin && core::canonicalGatewayUrl(known.url) == canonical)
            entry = known;
    }
    entry.url = canonical;
    if (entry.name.isEmpty())
        entry.name = QUrl(canonical).authority();
    if (!token.isEmpty())
        entry.token = token;
    if (!pin.isEmpty())
        entry.tlsFingerprint = pin;
    return connections.saveEntry(entry);
}

} // namespace toolgate::ui
