// SPDX-License-Identifier: MIT
#pragma once

#include "util/result.h"

#include <QString>

#include <vector>

namespace toolgate::core {

// One gateway the console knows. The token is never written to the connections file.
struct ConnectionEntry {
    QString id;   // stable key ("demo" for the built-in entry, a UUID otherwise)
    QString name; // what the owner calls it
    QString url;  // ws:// or wss://
    QString token;
    bool builtin = false; // the embedded demo gateway: listed, never saved, not editable
    // wss://: the pinned SHA-256 of the gateway's certificate ("sha256:<hex>"); empty: system
    // trust.
    QString tlsFingerprint = {};
    // ws:// to a non-loopback host, allowed explicitly by the owner.
    bool allowInsecure = false;
    bool operator==(const ConnectionEntry &) const = default;
    // The name to show: the owner's, or the built-in demo's in the user's language.
    QString displayName() const;
};

// The gateways the owner added, kept in `<dir>/connections.json` (name, URL, certificate pin; 0600)
// with their
// tokens apart in `<dir>/connection-tokens.json`, written with user-only permissions (0600) so a
// shared or synced config never carries a secret. The built-in demo entry lives in memory only.
class ConnectionRegistry {
public:
    explicit ConnectionRegistry(QString directory);

    // Reads both files; missing files mean no entries.
    Status load();

    const std::vector<ConnectionEntry> &entries() const { return m_entries; }
    const ConnectionEntry *find(const QString &id) const;

    // Adds (empty id: a new UUID is assigned) or replaces an entry and saves. Returns the id.
    Result<QString> upsert(ConnectionEntry entry);
    Status remove(const QString &id);
    // The in-process demo gateway, listed first; replaced on every call, never saved.
    void setBuiltinDemo(const QString &url, const QString &token);

    QString connectionsPath() const;
    QString tokensPath() const;

    static QString builtinDemoId() { return QStringLiteral("demo"); }
    // `ws://` or `wss://` with a host; otherwise a message saying what is wrong.
    static Status validateUrl(const QString &url);

private:
    Status save() const;

    QString m_directory;
    std::vector<ConnectionEntry> m_entries;
};

} // namespace toolgate::core
