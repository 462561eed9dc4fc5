// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <vector>

namespace toolgate::core {

// A set of tool indices (positions in the evaluated tool list) as a bitset. Policy steps are
// compiled into masks once per config and applied with word operations per context.
class ToolMask {
public:
    ToolMask() = default;
    explicit ToolMask(std::size_t size, bool filled = false)
        : m_size(size)
        , m_words((size + 63) / 64, filled ? ~std::uint64_t(0) : 0) {
        if (filled)
            trim();
    }

    std::size_t size() const { return m_size; }
    bool test(std::size_t i) const { return (m_words[i >> 6] >> (i & 63)) & 1U; }
    void set(std::size_t i) { m_words[i >> 6] |= std::uint64_t(1) << (i & 63); }
    void reset(std::size_t i) { m_words[i >> 6] &= ~(std::uint64_t(1) << (i & 63)); }

    // The 64 tools from index 64 * w on, as bits (0 past the end).
    std::uint64_t word(std::size_t w) const { return w < m_words.size() ? m_words[w] : 0; }

    bool any() const {
        for (std::uint64_t w : m_words)
            if (w)
                return true;
        return false;
    }
    std::size_t count() const {
        std::size_t n = 0;
        for (std::uint64_t w : m_words)
            n += static_cast<std::size_t>(__builtin_popcountll(w));
        return n;
    }
    bool intersects(const ToolMask &other) const {
        for (std::size_t i = 0; i < m_words.size(); ++i)
            if (m_words[i] & other.m_words[i])
                return true;
        return false;
    }
    ToolMask &operator&=(const ToolMask &other) {
        for (std::size_t i = 0; i < m_words.size(); ++i)
            m_words[i] &= other.m_words[i];
        return *this;
    }
    ToolMask &operator|=(const ToolMask &other) {
        for (std::size_t i = 0; i < m_words.size(); ++i)
            m_words[i] |= other.m_words[i];
        return *this;
    }
    // this &= ~other
    ToolMask &subtract(const ToolMask &other) {
        for (std::size_t i = 0; i < m_words.size(); ++i)
            m_words[i] &= ~other.m_words[i];
        return *this;
    }
    // Fills `kept` = this & keep and `removed` = this & ~keep, reusing their storage.
    void split(const ToolMask &keep, ToolMask &kept, ToolMask &removed) const {
        kept.m_size = removed.m_size = m_size;
        kept.m_words.resize(m_words.size());
        removed.m_words.resize(m_words.size());
        for (std::size_t i = 0; i < m_words.size(); ++i) {
            kept.m_words[i] = m_words[i] & keep.m_words[i];
            removed.m_words[i] = m_words[i] & ~keep.m_words[i];
        }
    }
    bool operator==(const ToolMask &other) const = default;
    // FNV-1a over the words, for masks used as cache keys.
    std::size_t hash() const {
        std::uint64_t h = 1469598103934665603ULL ^ m_size;
        for (std::uint64_t w : m_words)
            h = (h ^ w) * 1099511628211ULL;
        return static_cast<std::size_t>(h);
    }
    struct Hash {
        std::size_t operator()(const ToolMask &m) const { return m.hash(); }
    };

    template<typename F> void forEach(F &&f) const {
        for (std::size_t w = 0; w < m_words.size(); ++w) {
            std::uint64_t bits = m_words[w];
            while (bits) {
                const int b = __builtin_ctzll(bits);
                f(w * 64 + static_cast<std::size_t>(b));
                bits &= bits - 1;
            }
        }
    }

private:
    void trim() {
        if (m_size % 64 && !m_words.empty())
            m_words.back() &= (std::uint64_t(1) << (m_size % 64)) - 1;
    }

    std::size_t m_size = 0;
    std::vector<std::uint64_t> m_words;
};

} // namespace toolgate::core
