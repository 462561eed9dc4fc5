// SPDX-License-Identifier: MIT
#include "policy/globpattern.h"

#include "catalog/toolname.h"

namespace toolgate::core {

std::optional<GlobPattern> GlobPattern::compile(std::string_view raw) {
    GlobPattern p;
    p.m_text = normalizeToolName(raw);
    if (p.m_text.empty())
        return std::nullopt;
    if (p.m_text == "*") {
        p.m_kind = Kind::All;
        return p;
    }
    if (p.m_text.find('*') == std::string::npos) {
        p.m_kind = Kind::Exact;
        return p;
    }
    p.m_kind = Kind::Wild;
    std::string piece;
    for (char c : p.m_text) {
        if (c == '*') {
            p.m_parts.push_back(piece);
            piece.clear();
        } else {
            piece.push_back(c);
        }
    }
    p.m_parts.push_back(piece);
    return p;
}

bool GlobPattern::matches(std::string_view name) const {
    switch (m_kind) {
    case Kind::All:
        return true;
    case Kind::Exact:
        return name == m_text;
    case Kind::Wild:
        break;
    }
    // parts.front() is an anchored prefix, parts.back() an anchored suffix, the middle pieces are
    // found left to right (leftmost match is optimal for '*'-only globs).
    const std::string &first = m_parts.front();
    const std::string &last = m_parts.back();
    if (name.size() < first.size() + last.size())
        return false;
    if (name.substr(0, first.size()) != first)
        return false;
    if (name.substr(name.size() - last.size()) != last)
        return false;
    std::size_t pos = first.size();
    const std::size_t end = name.size() - last.size();
    for (std::size_t i = 1; i + 1 < m_parts.size(); ++i) {
        const std::string &part = m_parts[i];
        if (part.empty())
            continue;
        const std::size_t found = name.substr(0, end).find(part, pos);
        if (found == std::string_view::npos)
            return false;
        pos = found + part.size();
    }
    return true;
}

} // namespace toolgate::core
