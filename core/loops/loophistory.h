// SPDX-License-Identifier: MIT
#pragma once

#include "loops/looptypes.h"

#include <algorithm>
#include <cstddef>
#include <iterator>
#include <vector>

namespace toolgate::core {

// A session's bounded tool-call history, oldest first: a ring of fixed slots, so appending to a
// full window overwrites the oldest record in place and its strings keep their buffers (steady
// use allocates nothing).
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
        : m_slots(capacity > 0 ? capacity : 1) {}

    size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    size_t capacity() const { return m_slots.size(); }

    // Index 0 is the oldest record, size() - 1 the newest.
    const LoopRecord &operator[](size_t i) const { return m_slots[slot(i)]; }
    LoopRecord &operator[](size_t i) { return m_slots[slot(i)]; }

    const_iterator begin() const { return {this, 0}; }
    const_iterator end() const { return {this, m_size}; }

    // Calls f(record) oldest first; cheaper than iterators in hot scans (no index wrapping).
    template<typename F> void forEach(F &&f) const {
        const size_t firstPart = std::min(m_size, m_slots.size() - m_head);
        for (size_t i = m_head; i < m_head + firstPart; ++i)
            f(m_slots[i]);
        for (size_t i = 0; i < m_size - firstPart; ++i)
            f(m_slots[i]);
    }

    // The slot of a new newest record, dropping the oldest when the window is full. The slot
    // still holds an old record's values: the caller assigns every field.
    LoopRecord &append() {
        if (m_size < m_slots.size())
            return m_slots[slot(m_size++)];
        LoopRecord &oldest = m_slots[m_head];
        m_head = m_head + 1 == m_slots.size() ? 0 : m_head + 1;
        return oldest;
    }

private:
    size_t slot(size_t i) const {
        const size_t s = m_head + i;
        return s < m_slots.size() ? s : s - m_slots.size();
    }

    std::vector<LoopRecord> m_slots;
    size_t m_head = 0; // slot of the oldest record
    size_t m_size = 0;
};

} // namespace toolgate::core
