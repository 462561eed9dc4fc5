// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace toolgate::core {

// OpenClaw's tool glob (glob-pattern.ts): the pattern is normalised like a tool name; exactly "*"
// matches everything; without '*' it is an exact comparison; otherwise '*' is "any sequence"
// (anchored at both ends) and every other character is literal ('?', '[', '.' included).
class GlobPattern {
public:
    // nullopt for a pattern that normalises to the empty string (such entries are ignored).
    static std::optional<GlobPattern> compile(std::string_view raw);

    bool matches(std::string_view normalizedName) const;
    const std::string &text() const { return m_text; }
    bool isWildcardAll() const { return m_kind == Kind::All; }
    bool isGlob() const { return m_kind == Kind::Wild; }

private:
    enum class Kind { All, Exact, Wild };
    Kind m_kind = Kind::Exact;
    std::string m_text;
    std::vector<std::string> m_parts; // the literal pieces between '*'
};

} // namespace toolgate::core
