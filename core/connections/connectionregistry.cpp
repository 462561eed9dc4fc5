// SPDX-License-Identifier: MIT
#include "connections/connectionregistry.h"

#include "util/gatewayurl.h"

#include "util/errorcode.h"
#include "util/jsonio.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QUrl>
#include <QUuid>

#include <algorithm>

namespace toolgate::core {

namespace {

const char *const kDemoName =
    QT_TRANSLATE_NOOP("toolgate::core::ConnectionRegistry", "Demo gateway");

Error registryError(const QString &code, const QString &message, const QString &where = {}) {
    return Error{code, message, where};
}

std::string s(const QString &text) {
    return text.toStdString();
}

QString q(const Json &value, const char *key) {
    const auto it = value.find(key);
    return it != value.end() && it->is_string() ? QString::fromStdString(it->get<std::string>())
                                                : QString();
}

// Written under a temporary name created 0600 from the start, then renamed over the old file.
Status writePrivateFile(const QString &path, const QByteArray &bytes) {
    const QString temp = path + QStringLiteral(".tmp");
    QFile::remove(temp);
    QFile file(temp);
    if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly,
                   QFileDevice::ReadOwner | QFileDevice::WriteOwner))
        return registryError(errorCodeText(ErrorCode::WriteFailed), file.errorString(), path);
    const bool written = file.write(bytes) == bytes.size() && file.flush();
    file.close();
    if (!written || !file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner)) {
        QFile::remove(temp);
        return registryError(errorCodeText(ErrorCode::WriteFailed), QStringLiteral("cannot write"),
                             path);
    }
    QFile::remove(path);
    if (!QFile::rename(temp, path)) {
        QFile::remove(temp);
        return registryError(errorCodeText(ErrorCode::WriteFailed), QStringLiteral("cannot rename"),
                             path);
    }
    return Ok{};
}
} // namespace

ConnectionRegistry::ConnectionRegistry(QString directory)
    : m_directory(std::move(directory)) {}

QString ConnectionRegistry::connectionsPath() const {
    return QDir(m_directory).filePath(QStringLiteral("connections.json"));
}

QString ConnectionRegistry::tokensPath() const {
    return QDir(m_directory).filePath(QStringLiteral("connection-tokens.json"));
}

Status ConnectionRegistry::load() {
    std::vector<ConnectionEntry> loaded;
    if (QFileInfo::exists(connectionsPath())) {
        auto json = readJsonFile(connectionsPath());
        if (!json)
            return json.error();
        const Json list = json->value("connections", Json::array());
        if (!list.is_array())
            return registryError(errorCodeText(ErrorCode::BadFile),
                                 QStringLiteral("connections must be an array"), connectionsPath());
        for (const Json &item : list) {
            ConnectionEntry entry;
            entry.id = q(item, "id");
            entry.name = q(item, "name");
            entry.url = canonicalGatewayUrl(q(item, "url"));
            entry.tlsFingerprint = q(item, "tlsFingerprint");
            const auto insecure = item.find("allowInsecure");
            entry.allowInsecure =
                insecure != item.end() && insecure->is_boolean() && insecure->get<bool>();
            if (!entry.id.isEmpty())
                loaded.push_back(entry);
        }
    }
    if (QFileInfo::exists(tokensPath())) {
        auto tokens = readJsonFile(tokensPath());
        if (!tokens)
            return tokens.error();
        for (ConnectionEntry &entry : loaded)
            entry.token = q(*tokens, entry.id.toUtf8().constData());
    }
    std::erase_if(m_entries, [](const ConnectionEntry &e) { return !e.builtin; });
    m_entries.insert(m_entries.end(), loaded.begin(), loaded.end());
    return Ok{};
}

const ConnectionEntry *ConnectionRegistry::find(const QString &id) const {
    const auto it = std::find_if(m_entries.begin(), m_entries.end(),
                                 [&id](const ConnectionEntry &e) { return e.id == id; });
    return it == m_entries.end() ? nullptr : &*it;
}

Status ConnectionRegistry::validateUrl(const QString &url) {
    const QUrl parsed(url.trimmed(), QUrl::StrictMode);
    if (!parsed.isValid() || parsed.host().isEmpty())
        return registryError(
            errorCodeText(ErrorCode::BadUrl),
            QStringLiteral("Enter a gateway address such as ws://127.0.0.1:18789/."));
    if (parsed.scheme() != QLatin1String("ws") && parsed.scheme() != QLatin1String("wss"))
        return registryError(errorCodeText(ErrorCode::BadUrl),
                             QStringLiteral("The address must start with ws:// or wss://."));
    return Ok{};
}

Result<QString> ConnectionRegistry::upsert(ConnectionEntry entry) {
    if (entry.builtin || entry.id == builtinDemoId())
        return registryError(errorCodeText(ErrorCode::Builtin),
                             QStringLiteral("The built-in demo gateway cannot be edited."));
    if (auto valid = validateUrl(entry.url); !valid)
        return valid.error();
    entry.url = canonicalGatewayUrl(entry.url);
    if (entry.name.trimmed().isEmpty())
        entry.name = QUrl(entry.url).host();
    if (entry.id.isEmpty())
        entry.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const auto it = std::find_if(m_entries.begin(), m_entries.end(),
                                 [&entry](const ConnectionEntry &e) { return e.id == entry.id; });
    if (it == m_entries.end())
        m_entries.push_back(entry);
    else
        *it = entry;
    if (auto saved = save(); !saved)
        return saved.error();
    return entry.id;
}

Status ConnectionRegistry::remove(const QString &id) {
    const auto it = std::find_if(m_entries.begin(), m_entries.end(),
                                 [&id](const ConnectionEntry &e) { return e.id == id; });
    if (it == m_entries.end())
        return registryError(errorCodeText(ErrorCode::NotFound),
                             QStringLiteral("No such connection."));
    if (it->builtin)
        return registryError(errorCodeText(ErrorCode::Builtin),
                             QStringLiteral("The built-in demo gateway cannot be removed."));
    m_entries.erase(it);
    return save();
}

QString ConnectionEntry::displayName() const {
    return builtin ? QCoreApplication::translate("toolgate::core::ConnectionRegistry", kDemoName)
                   : name;
}

void ConnectionRegistry::setBuiltinDemo(const QString &url, const QString &token) {
    std::erase_if(m_entries, [](const ConnectionEntry &e) { return e.builtin; });
    m_entries.insert(
        m_entries.begin(),
        ConnectionEntry{builtinDemoId(), QString::fromLatin1(kDemoName), url, token, true});
}

Status ConnectionRegistry::save() const {
    if (!QDir().mkpath(m_directory))
        return registryError(errorCodeText(ErrorCode::WriteFailed),
                             QStringLiteral("cannot create the directory"), m_directory);
    Json list = Json::array();
    Json tokens = Json::object();
    for (const ConnectionEntry &entry : m_entries) {
        if (entry.builtin)
            continue;
        Json item{{"id", s(entry.id)}, {"name", s(entry.name)}, {"url", s(entry.url)}};
        if (!entry.tlsFingerprint.isEmpty())
            item["tlsFingerprint"] = s(entry.tlsFingerprint);
        if (entry.allowInsecure)
            item["allowInsecure"] = true;
        list.push_back(item);
        if (!entry.token.isEmpty())
            tokens[s(entry.id)] = s(entry.token);
    }
    if (auto ok = writePrivateFile(tokensPath(), toJsonBytes(tokens, true)); !ok)
        return ok;
    // Private too: the pins decide whom the console trusts.
    return writePrivateFile(connectionsPath(), toJsonBytes(Json{{"connections", list}}, true));
}

} // namespace toolgate::core
