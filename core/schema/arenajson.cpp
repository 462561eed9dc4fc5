// SPDX-License-Identifier: MIT
#include "schema/arenajson.h"

#include <algorithm>
#include <cstdlib>
#include <new>
#include <string_view>
#include <utility>

namespace toolgate::core {

namespace {

// Most W3 schemas (working copy and result) fit the first block (with 4 KiB, a third did not).
constexpr std::size_t kFirstBlock = 8192 - 64;
constexpr std::size_t kLaterBlock = 32768;

// A few first-size blocks kept per thread: normalising a catalog makes and drops one arena per
// schema, and a block reused at once is still in the cache (and costs no malloc/free).
struct BlockCache {
    static constexpr int kMax = 4;
    void *blocks[kMax] = {};
    int count = 0;
    BlockCache() = default;
    BlockCache(const BlockCache &) = delete;
    BlockCache &operator=(const BlockCache &) = delete;
    ~BlockCache() {
        while (count > 0)
            std::free(blocks[--count]);
    }
};

template<typename From, typename To> To copyScalar(const From &value) {
    switch (value.type()) {
    case From::value_t::boolean:
        return To(value.template get<bool>());
    case From::value_t::number_integer:
        return To(value.template get<std::int64_t>());
    case From::value_t::number_unsigned:
        return To(value.template get<std::uint64_t>());
    case From::value_t::number_float:
        return To(value.template get<double>());
    case From::value_t::string: {
        To out(To::value_t::string);
        const auto &text = value.template get_ref<const typename From::string_t &>();
        out.template get_ref<typename To::string_t &>().assign(text.data(), text.size());
        return out;
    }
    default:
        return To();
    }
}

// Deep copy between the two tree types; depth is bounded by the normaliser's limits.
template<typename From, typename To> To copyTree(const From &value) {
    if (value.is_object()) {
        To out(To::value_t::object);
        auto &entries = out.template get_ref<typename To::object_t &>();
        const auto &source = value.template get_ref<const typename From::object_t &>();
        entries.reserve(source.size());
        for (const auto &[key, child] : source)
            entries.emplace_back(typename To::string_t(key.data(), key.size()),
                                 copyTree<From, To>(child));
        return out;
    }
    if (value.is_array()) {
        To out(To::value_t::array);
        auto &items = out.template get_ref<typename To::array_t &>();
        const auto &source = value.template get_ref<const typename From::array_t &>();
        items.reserve(source.size());
        for (const auto &child : source)
            items.push_back(copyTree<From, To>(child));
        return out;
    }
    return copyScalar<From, To>(value);
}

} // namespace

namespace {
thread_local BlockCache t_blockCache;
} // namespace

JsonArena::JsonArena(JsonArena &&other) noexcept
    : m_next(std::exchange(other.m_next, nullptr))
    , m_end(std::exchange(other.m_end, nullptr))
    , m_last(std::exchange(other.m_last, nullptr))
    , m_reserved(std::exchange(other.m_reserved, 0)) {}

JsonArena &JsonArena::operator=(JsonArena &&other) noexcept {
    if (this != &other) {
        release();
        m_next = std::exchange(other.m_next, nullptr);
        m_end = std::exchange(other.m_end, nullptr);
        m_last = std::exchange(other.m_last, nullptr);
        m_reserved = std::exchange(other.m_reserved, 0);
    }
    return *this;
}

JsonArena::~JsonArena() {
    release();
}

void JsonArena::release() {
    while (m_last) {
        Block *previous = m_last->previous;
        if (m_last->size == sizeof(Block) + kFirstBlock && t_blockCache.count < BlockCache::kMax)
            t_blockCache.blocks[t_blockCache.count++] = m_last;
        else
            std::free(m_last);
        m_last = previous;
    }
    m_next = m_end = nullptr;
    m_reserved = 0;
}

void *JsonArena::grow(std::size_t bytes, std::size_t align) {
    const std::size_t usable = std::max(m_last ? kLaterBlock : kFirstBlock, bytes + align);
    const std::size_t total = sizeof(Block) + usable;
    Block *block = nullptr;
    if (total == sizeof(Block) + kFirstBlock && t_blockCache.count > 0)
        block = static_cast<Block *>(t_blockCache.blocks[--t_blockCache.count]);
    else
        block = static_cast<Block *>(std::malloc(total));
    if (!block)
        throw std::bad_alloc();
    block->previous = m_last;
    block->size = total;
    m_last = block;
    m_reserved += total;
    m_next = reinterpret_cast<char *>(block + 1);
    m_end = reinterpret_cast<char *>(block) + total;
    return allocate(bytes, align);
}

// Allocating outside an ArenaScope is a programming error, not a runtime condition.
void arenadetail::noCurrentArena() {
    std::abort();
}

ArenaScope::ArenaScope(JsonArena &arena)
    : m_previous(arenadetail::t_current) {
    arenadetail::t_current = &arena;
}

ArenaScope::~ArenaScope() {
    arenadetail::t_current = m_previous;
}

ArenaJson toArenaJson(const Json &value) {
    return copyTree<Json, ArenaJson>(value);
}

Json toJson(const ArenaJson &value) {
    return copyTree<ArenaJson, Json>(value);
}

const ArenaJson *ArenaDocument::place(ArenaJson &&value) {
    void *slot = JsonArena::current().allocate(sizeof(ArenaJson), alignof(ArenaJson));
    return new (slot) ArenaJson(std::move(value));
}

const ArenaJson &ArenaDocument::nullValue() {
    static const ArenaJson null;
    return null;
}

} // namespace toolgate::core
