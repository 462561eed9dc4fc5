// SPDX-License-Identifier: MIT
// SHA-256 (SHA-NI when the CPU has it, else OpenSSL with one context per thread) and the digest
// memo that saves repeating it.
#include "loops/loophashing_p.h"
#include "loops/sha256ni.h"

#include <QtGlobal>

#include <openssl/evp.h>

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

Digest DigestMemo::digest(std::string_view bytes) {
    const std::uint64_t h = stringKey(bytes);
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
