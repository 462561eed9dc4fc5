// SPDX-License-Identifier: MIT
#pragma once

#include "util/json.h"

#include <QList>
#include <QString>

#include <initializer_list>
#include <string>

namespace toolgate::core {

// A location in a config tree: object keys and array indices from the root. Keys may contain dots
// ("openai/gpt-5.4"), so the segments, not the text, are the identity; toString() joins them with
// dots the way OpenClaw prints issue paths ("agents.list.0.tools").
class KeyPath {
public:
    struct Segment {
        std::string key;
        qsizetype index = -1; // >= 0: an array index; then `key` is empty

        bool isIndex() const { return index >= 0; }
        bool operator==(const Segment &other) const = default;
    };

    KeyPath() = default;
    KeyPath(std::initializer_list<const char *> keys);

    // "tools.byProvider.openai" split at dots (all segments are keys); for tests and the CLI.
    static KeyPath fromDotted(const QString &dotted);

    KeyPath child(const std::string &key) const;
    KeyPath child(const char *key) const { return child(std::string(key)); }
    KeyPath child(const QString &key) const { return child(key.toStdString()); }
    KeyPath index(qsizetype i) const;
    KeyPath parent() const;
    KeyPath operator+(const KeyPath &tail) const;

    bool isEmpty() const { return m_segments.isEmpty(); }
    qsizetype size() const { return m_segments.size(); }
    const Segment &at(qsizetype i) const { return m_segments.at(i); }
    const Segment &last() const { return m_segments.last(); }
    bool startsWith(const KeyPath &prefix) const;

    QString toString() const;
    bool operator==(const KeyPath &other) const = default;

    // The value at this path, or nullptr when a segment is missing or has the wrong type.
    const Json *find(const Json &root) const;
    Json *find(Json &root) const;

private:
    QList<Segment> m_segments;
};

} // namespace toolgate::core
