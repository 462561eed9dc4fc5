// SPDX-License-Identifier: MIT
#include "config/keypath.h"

#include <QStringList>

namespace toolgate::core {

KeyPath::KeyPath(std::initializer_list<const char *> keys) {
    for (const char *k : keys)
        m_segments.append(Segment{k, -1});
}

KeyPath KeyPath::fromDotted(const QString &dotted) {
    KeyPath path;
    if (dotted.isEmpty())
        return path;
    for (const QString &part : dotted.split(QLatin1Char('.')))
        path.m_segments.append(Segment{part.toStdString(), -1});
    return path;
}

KeyPath KeyPath::child(const std::string &key) const {
    KeyPath path = *this;
    path.m_segments.append(Segment{key, -1});
    return path;
}

KeyPath KeyPath::index(qsizetype i) const {
    KeyPath path = *this;
    path.m_segments.append(Segment{{}, i});
    return path;
}

KeyPath KeyPath::parent() const {
    KeyPath path = *this;
    if (!path.m_segments.isEmpty())
        path.m_segments.removeLast();
    return path;
}

KeyPath KeyPath::operator+(const KeyPath &tail) const {
    KeyPath path = *this;
    path.m_segments.append(tail.m_segments);
    return path;
}

bool KeyPath::startsWith(const KeyPath &prefix) const {
    if (prefix.size() > size())
        return false;
    for (qsizetype i = 0; i < prefix.size(); ++i) {
        if (!(m_segments.at(i) == prefix.m_segments.at(i)))
            return false;
    }
    return true;
}

QString KeyPath::toString() const {
    QStringList parts;
    for (const Segment &s : m_segments)
        parts << (s.isIndex() ? QString::number(s.index) : QString::fromStdString(s.key));
    return parts.join(QLatin1Char('.'));
}

const Json *KeyPath::find(const Json &root) const {
    const Json *node = &root;
    for (const Segment &s : m_segments) {
        if (s.isIndex()) {
            if (!node->is_array() || s.index >= qsizetype(node->size()))
                return nullptr;
            node = &(*node)[std::size_t(s.index)];
        } else {
            if (!node->is_object())
                return nullptr;
            const auto it = node->find(s.key);
            if (it == node->end())
                return nullptr;
            node = &*it;
        }
    }
    return node;
}

Json *KeyPath::find(Json &root) const {
    return const_cast<Json *>(find(static_cast<const Json &>(root)));
}

} // namespace toolgate::core
