// SPDX-License-Identifier: MIT
#pragma once

#include "loops/looptypes.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <vector>

namespace toolgate::core {

// A session's bounded tool-call history, oldest first: a ring of fixed slots, so appending to a
// full window overwrites the oldest record in place and its strings keep their buffers (steady
// use allocates nothing). Each run's records are also chained newest to oldest, so the records of
// one run are found without scanning the whole window.
class LoopHistory final {
public:
    class const_iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = LoopRecord;
        using difference_type = std::ptrdiff_t;
        using pointer = const LoopRecord *;
        using reference = const LoopRecord &;

        const_iterator() = default;
        const_iterator(const LoopHistory *history, size_t index)
            : m_history(history)
            , m_index(index) {}
        reference operator*() const { return (*m_history)[m_index]; }
        pointer operator->() const { return &(*m_history)[m_index]; }
        const_iterator &operator++() {
            ++m_index;
            return *this;
        }
        const_iterator operator++(int) {
            const_iterator old = *this;
            ++m_index;
            return old;
        }
        bool operator==(const const_iterator &o) const { return m_index == o.m_index; }

    private:
        const LoopHistory *m_history = nullptr;
        size_t m_index = 0;
    };

    explicit LoopHistory(size_t capacity)
        : m_slots(capacity > 0 ? capacity : 1)
        , m_previousInRun(m_slots.size(), 0) {}

    size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    size_t capacity() const { return m_slots.size(); }

    // Index 0 is the oldest record, size() - 1 the newest.
    const LoopRecord &operator[](size_t i) const { return m_slots[slot(i)]; }
    LoopRecord &operator[](size_t i) { return m_slots[slot(i)]; }

    const_iterator begin() const { return {this, 0}; }
    const_iterator end() const { return {this, m_size}; }

    // The records of run `runSlot`, oldest first, into `out` (replacing its contents).
    void collectRun(std::uint32_t runSlot, std::vector<const LoopRecord *> &out) const {
        const std::uint32_t count = runSlot < m_runs.size() ? m_runs[runSlot].count : 0;
        out.resize(count);
        std::uint32_t at = count > 0 ? m_runs[runSlot].newest : 0;
        for (std::uint32_t i = count; i-- > 0;) {
            out[i] = &m_slots[at];
            at = m_previousInRun[at];
        }
    }

    // The slot of a new newest record of run `runSlot`, dropping the oldest when the window is
    // full. The slot still holds an old record's values: the caller assigns every field except
    // runSlot.
    LoopRecord &append(std::uint32_t runSlot) {
        std::uint32_t at;
        if (m_size < m_slots.size()) {
            at = static_cast<std::uint32_t>(slot(m_size++));
        } else {
            at = static_cast<std::uint32_t>(m_head);
            // The oldest record is the oldest of its run too: its chain just gets shorter.
            --m_runs[m_slots[at].runSlot].count;
            m_head = m_head + 1 == m_slots.size() ? 0 : m_head + 1;
        }
        if (runSlot >= m_runs.size())
            m_runs.resize(runSlot + 1);
        Chain &chain = m_runs[runSlot];
        m_previousInRun[at] = chain.newest;
        chain.newest = at;
        ++chain.count;
        LoopRecord &record = m_slots[at];
        record.runSlot = runSlot;
        return record;
    }

private:
    struct Chain {
        std::uint32_t newest = 0; // slot of the run's newest record (when count > 0)
        std::uint32_t count = 0;  // the run's records in the window
    };

    size_t slot(size_t i) const {
        const size_t s = m_head + i;
        return s < m_slots.size() ? s : s - m_slots.size();
    }

    std::vector<LoopRecord> m_slots;
    std::vector<std::uint32_t> m_previousInRun; // per slot: the same run's next older slot
    std::vector<Chain> m_runs;                  // by run slot
    size_t m_head = 0;                          // slot of the oldest record
    size_t m_size = 0;
};

} // namespace toolgate::core
