// SPDX-License-Identifier: MIT
#include "loops/slotinterner.h"

namespace toolgate::core {

namespace {

// FNV's low bits are weak; spread the whole key over the index bits.
size_t home(std::uint64_t key, size_t mask) {
    key ^= key >> 29;
    key *= 0xbf58476d1ce4e5b9ull;
    return static_cast<size_t>(key >> 32) & mask;
}

} // namespace

std::uint32_t SlotInterner::slot(const KeyedString &s) {
    if (m_lastSlot != kEmpty && s.key == m_lastKey && equalShort(m_names[m_lastSlot], s.text))
        return m_lastSlot;
    m_lastKey = s.key;
    m_lastSlot = find(s);
    return m_lastSlot;
}

std::uint32_t SlotInterner::find(const KeyedString &s) {
    if (2 * (m_names.size() + 1) > m_table.size())
        grow();
    const size_t mask = m_table.size() - 1;
    for (size_t i = home(s.key, mask);; i = (i + 1) & mask) {
        Entry &e = m_table[i];
        if (e.slot == kEmpty) {
            e.key = s.key;
            e.slot = static_cast<std::uint32_t>(m_names.size());
            m_names.push_back(s.text);
            return e.slot;
        }
        if (e.key == s.key && equalShort(m_names[e.slot], s.text))
            return e.slot;
    }
}

void SlotInterner::grow() {
    std::vector<Entry> old = std::move(m_table);
    m_table.assign(old.empty() ? 16 : 2 * old.size(), Entry{});
    const size_t mask = m_table.size() - 1;
    for (const Entry &e : old) {
        if (e.slot == kEmpty)
            continue;
        size_t i = home(e.key, mask);
        while (m_table[i].slot != kEmpty)
            i = (i + 1) & mask;
        m_table[i] = e;
    }
}

} // namespace toolgate::core
