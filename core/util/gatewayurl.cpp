// SPDX-License-Identifier: MIT
#include "util/gatewayurl.h"

#include <QUrl>

namespace toolgate::core {

QString canonicalGatewayUrl(const QString &url) {
    const QString trimmed = url.trimmed();
    QUrl parsed(trimmed, QUrl::StrictMode);
    if (!parsed.isValid() || parsed.scheme().isEmpty() || parsed.host().isEmpty())
        return trimmed;
    const QString scheme = parsed.scheme().toLower(); // QUrl lower-cases the host itself
    const int defaultPort = scheme == QLatin1String("wss") ? 443 : 80;
    parsed.setScheme(scheme);
    parsed.setPort(parsed.port(defaultPort));
    parsed.setUserInfo(QString());
    QString path = parsed.path();
    while (path.endsWith(u'/'))
        path.chop(1);
    parsed.setPath(path);
    return parsed.toString(QUrl::FullyEncoded);
}

} // namespace toolgate::core
