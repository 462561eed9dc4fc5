// SPDX-License-Identifier: MIT
// SHA-256 (SHA-NI when the CPU has it, else OpenSSL with one context per thread) and the digest
// memo that saves repeating it.
#include "loops/loophashing_p.h"
#include "loops/sha256ni.h"

#include <QtGlobal>

#include <openssl/evp.h>

#include <cstring>

namespace toolgate::core {

namespace {

// One reused EVP context per thread: fetching the algorithm or allocating a context per digest
// costs more than hashing the short texts the detector digests.
class Sha256Context {
public:
    Sha256Context()
        : m_md(EVP_MD_fetch(nullptr, "SHA256", nullptr))
        , m_ctx(EVP_MD_CTX_new()) {}
    ~Sha256Context() {
        EVP_MD_CTX_free(m_ctx);
        EVP_MD_free(m_md);
    }
    Sha256Context(const Sha256Context &) = delete;
    Sha256Context &operator=(const Sha256Context &) = delete;

    Digest digest(std::string_view bytes) {
        Digest d;
        unsigned int size = 0;
        if (!m_md || !m_ctx || !EVP_DigestInit_ex2(m_ctx, m_md, nullptr) ||
            !EVP_DigestUpdate(m_ctx, bytes.data(), bytes.size()) ||
            !EVP_DigestFinal_ex(m_ctx, d.bytes.data(), &size) || size != d.bytes.size())
            qFatal("SHA-256 is unavailable in OpenSSL");
        return d;
    }

private:
    EVP_MD *m_md;
    EVP_MD_CTX *m_ctx;
};

} // namespace

Digest sha256OpenSsl(std::string_view bytes) {
    thread_local Sha256Context context;
    return context.digest(bytes);
}

Digest sha256Digest(std::string_view bytes) {
    return sha256NiAvailable() ? sha256Ni(bytes) : sha256OpenSsl(bytes);
}

std::string Digest::hex() const {
    static constexpr char digits[] = "0123456789abcdef";
    std::string out(64, '0');
    for (size_t i = 0; i < 32; ++i) {
        out[2 * i] = digits[bytes[i] >> 4];
        out[2 * i + 1] = digits[bytes[i] & 0xf];
    }
    return out;
}

DigestMemo::DigestMemo(size_t slotsPowerOfTwo) {
    size_t slotCount = 1;
    while (slotCount < slotsPowerOfTwo)
        slotCount <<= 1;
    m_slots.resize(slotCount);
    m_mask = slotCount - 1;
}

namespace {

// A quick 64-bit hash for the memo's slot choice (equal bytes are confirmed, so quality only
// affects the hit rate): one multiply per 8 bytes.
std::uint64_t memoHash(std::string_view bytes) {
    constexpr std::uint64_t k = 0x9e3779b97f4a7c15ull;
    std::uint64_t h = bytes.size() * k;
    const char *p = bytes.data();
    size_t left = bytes.size();
    for (; left >= 8; p += 8, left -= 8) {
        std::uint64_t w;
        std::memcpy(&w, p, 8);
        h = (h ^ w) * k;
        h ^= h >> 29;
    }
    if (left > 0) {
        std::uint64_t w = 0;
        std::memcpy(&w, p, left);
        h = (h ^ w) * k;
    }
    h ^= h >> 32;
    h *= 0xbf58476d1ce4e5b9ull;
    return h ^ (h >> 29);
}

} // namespace

Digest DigestMemo::digest(std::string_view bytes) {
    const std::uint64_t h = memoHash(bytes);
    Slot &slot = m_slots[h & m_mask];
    if (slot.used && slot.hash == h && slot.bytes == bytes) {
        ++m_hits;
        return slot.digest;
    }
    ++m_misses;
    slot.used = true;
    slot.hash = h;
    slot.bytes.assign(bytes);
    slot.digest = sha256Digest(bytes);
    return slot.digest;
}

} // namespace toolgate::core
