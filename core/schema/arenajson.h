// SPDX-License-Identifier: MIT
#pragma once

// A JSON tree whose nodes, member lists and strings all live in one bump arena: building it
// costs a pointer increment per allocation instead of a malloc, and dropping it frees a few
// blocks instead of walking every node. The schema normaliser builds its working copy and its
// result this way; callers that need the project's tree type convert on demand (toJson).

#include "util/json.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace toolgate::core {

class JsonArena;

namespace arenadetail {
// constinit: read directly, without a TLS initialisation wrapper on the allocation path.
inline constinit thread_local JsonArena *t_current = nullptr;
[[noreturn]] void noCurrentArena();
} // namespace arenadetail

// Memory handed out in order from a chain of blocks; nothing is freed before the arena.
class JsonArena {
public:
    JsonArena() = default;
    JsonArena(const JsonArena &) = delete;
    JsonArena &operator=(const JsonArena &) = delete;
    // Moving hands over the blocks: what was built in them stays where it is. Not while the
    // arena is some thread's current one.
    JsonArena(JsonArena &&other) noexcept;
    JsonArena &operator=(JsonArena &&other) noexcept;
    ~JsonArena();

    void *allocate(std::size_t bytes, std::size_t align) {
        auto at = (reinterpret_cast<std::uintptr_t>(m_next) + align - 1) & ~(align - 1);
        if (at + bytes > reinterpret_cast<std::uintptr_t>(m_end))
            return grow(bytes, align);
        m_next = reinterpret_cast<char *>(at + bytes);
        return reinterpret_cast<void *>(at);
    }

    // Bytes taken from the system (for tests and sizing).
    std::size_t reservedBytes() const { return m_reserved; }

    // The arena allocations of this thread go to (set by ArenaScope).
    static JsonArena &current() {
        if (!arenadetail::t_current) [[unlikely]]
            arenadetail::noCurrentArena();
        return *arenadetail::t_current;
    }

private:
    struct Block {
        Block *previous;
        std::size_t size; // with this header
    };
    char *m_next = nullptr;
    char *m_end = nullptr;
    Block *m_last = nullptr;
    std::size_t m_reserved = 0;

    void *grow(std::size_t bytes, std::size_t align);
    void release();
};

// Makes `arena` this thread's current arena for its lifetime (restoring the previous one).
class ArenaScope {
public:
    explicit ArenaScope(JsonArena &arena);
    ArenaScope(const ArenaScope &) = delete;
    ArenaScope &operator=(const ArenaScope &) = delete;
    ~ArenaScope();

private:
    JsonArena *m_previous;
};

// Stateless, so nlohmann can default-construct it: allocates from the current arena, frees
// nothing. Only valid inside an ArenaScope.
template<typename T> struct ArenaAllocator {
    using value_type = T;
    ArenaAllocator() noexcept = default;
    template<typename U> ArenaAllocator(const ArenaAllocator<U> &) noexcept {}

    T *allocate(std::size_t n) {
        return static_cast<T *>(JsonArena::current().allocate(n * sizeof(T), alignof(T)));
    }
    void deallocate(T *, std::size_t) noexcept {}

    friend bool operator==(const ArenaAllocator &, const ArenaAllocator &) { return true; }
    friend bool operator!=(const ArenaAllocator &, const ArenaAllocator &) { return false; }
};

using ArenaString = std::basic_string<char, std::char_traits<char>, ArenaAllocator<char>>;
using ArenaJson = nlohmann::basic_json<nlohmann::ordered_map, std::vector, ArenaString, bool,
                                       std::int64_t, std::uint64_t, double, ArenaAllocator>;

// A deep copy into the current arena (inside an ArenaScope).
ArenaJson toArenaJson(const Json &value);

// toArenaJson for a value that is not an object or array: the copying walks' hot path.
inline ArenaJson toArenaScalar(const Json &value) {
    switch (value.type()) {
    case Json::value_t::boolean:
        return ArenaJson(value.get<bool>());
    case Json::value_t::number_integer:
        return ArenaJson(value.get<std::int64_t>());
    case Json::value_t::number_unsigned:
        return ArenaJson(value.get<std::uint64_t>());
    case Json::value_t::number_float:
        return ArenaJson(value.get<double>());
    case Json::value_t::string: {
        ArenaJson out(ArenaJson::value_t::string);
        const std::string &text = value.get_ref<const std::string &>();
        out.get_ref<ArenaString &>().assign(text.data(), text.size());
        return out;
    }
    default:
        return ArenaJson();
    }
}

// A deep copy with the project's tree type (no arena needed).
Json toJson(const ArenaJson &value);

// An arena and the one tree in it; movable, read-only. The tree is never destroyed node by node:
// the arena's blocks go at once. Read root() in place (anything that builds an ArenaJson, such
// as `root() == "text"`, needs an ArenaScope); toJson() for everything else.
class ArenaDocument {
public:
    ArenaDocument() = default;
    // Takes `arena` with `root` (built in it, placed by place()).
    ArenaDocument(JsonArena &&arena, const ArenaJson *root)
        : m_arena(std::move(arena))
        , m_root(root) {}

    // Moves `value` into storage of the current arena that no destructor will visit.
    static const ArenaJson *place(ArenaJson &&value);

    const ArenaJson &root() const { return m_root ? *m_root : nullValue(); }
    Json toJson() const { return core::toJson(root()); }
    std::size_t reservedBytes() const { return m_arena.reservedBytes(); }

private:
    JsonArena m_arena;
    const ArenaJson *m_root = nullptr;

    static const ArenaJson &nullValue();
};

} // namespace toolgate::core
