// SPDX-License-Identifier: MIT
#pragma once

#include "loops/looptypes.h"

#include <cstdint>
#include <string>
#include <vector>

namespace toolgate::core {

// Numbers the distinct strings a detector meets (run ids, tool names) 0, 1, 2, … so its scans
// compare one integer instead of a string. Open addressing on the string's fingerprint; equal
// fingerprints are confirmed by the text, so a collision never merges two strings.
class SlotInterner final {
public:
    std::uint32_t slot(const KeyedString &s);
    size_t size() const { return m_names.size(); }

private:
    static constexpr std::uint32_t kEmpty = 0xffffffffu;
    struct Entry {
        std::uint64_t key = 0;
        std::uint32_t slot = kEmpty;
    };
    std::uint32_t find(const KeyedString &s);
    void grow();

    std::vector<Entry> m_table; // size is a power of two, at most half full
    std::vector<std::string> m_names;
    // The last answer: calls come in runs of one run id and tool, each looked up more than once.
    std::uint64_t m_lastKey = 0;
    std::uint32_t m_lastSlot = kEmpty;
};

} // namespace toolgate::core
