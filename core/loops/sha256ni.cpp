// SPDX-License-Identifier: MIT
// SHA-256 with the x86 SHA instructions: FIPS 180-4 padding around the SHA-NI compression
// (four rounds per sha256rnds2 pair, message schedule by sha256msg1/msg2).
#include "loops/sha256ni.h"

#include <cstring>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define TOOLGATE_SHA_NI 1
#include <cpuid.h>
#include <immintrin.h>
#endif

namespace toolgate::core {

#ifdef TOOLGATE_SHA_NI

namespace {

alignas(16) constexpr std::uint32_t kRound[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

__attribute__((target("sha,sse4.1,ssse3"))) void
compress(std::uint32_t state[8], const unsigned char *data, size_t blocks) {
    const __m128i byteSwap = _mm_set_epi64x(0x0c0d0e0f08090a0bll, 0x0405060700010203ll);
    // The instructions keep the state as ABEF and CDGH.
    __m128i tmp = _mm_shuffle_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i *>(state)),
                                    0xB1); // CDAB
    __m128i state1 = _mm_shuffle_epi32(
        _mm_loadu_si128(reinterpret_cast<const __m128i *>(state + 4)), 0x1B); // EFGH
    __m128i state0 = _mm_alignr_epi8(tmp, state1, 8);                         // ABEF
    state1 = _mm_blend_epi16(state1, tmp, 0xF0);                              // CDGH

    for (; blocks > 0; --blocks, data += 64) {
        const __m128i savedAbef = state0;
        const __m128i savedCdgh = state1;
        __m128i w[4]; // the schedule's last 16 words, four per vector
        for (int i = 0; i < 16; ++i) {
            __m128i &now = w[i & 3];
            if (i < 4) {
                now = _mm_shuffle_epi8(
                    _mm_loadu_si128(reinterpret_cast<const __m128i *>(data + 16 * i)), byteSwap);
            } else {
                // w[t] = s1(w[t-2]) + w[t-7] + s0(w[t-15]) + w[t-16]
                const __m128i &prev = w[(i + 3) & 3];
                const __m128i sevenBack = _mm_alignr_epi8(prev, w[(i + 2) & 3], 4);
                now = _mm_sha256msg2_epu32(
                    _mm_add_epi32(_mm_sha256msg1_epu32(now, w[(i + 1) & 3]), sevenBack), prev);
            }
            __m128i message = _mm_add_epi32(
                now, _mm_load_si128(reinterpret_cast<const __m128i *>(kRound + 4 * i)));
            state1 = _mm_sha256rnds2_epu32(state1, state0, message);
            message = _mm_shuffle_epi32(message, 0x0E);
            state0 = _mm_sha256rnds2_epu32(state0, state1, message);
        }
        state0 = _mm_add_epi32(state0, savedAbef);
        state1 = _mm_add_epi32(state1, savedCdgh);
    }

    tmp = _mm_shuffle_epi32(state0, 0x1B);       // FEBA
    state1 = _mm_shuffle_epi32(state1, 0xB1);    // DCHG
    state0 = _mm_blend_epi16(tmp, state1, 0xF0); // DCBA
    state1 = _mm_alignr_epi8(state1, tmp, 8);    // HGFE
    _mm_storeu_si128(reinterpret_cast<__m128i *>(state), state0);
    _mm_storeu_si128(reinterpret_cast<__m128i *>(state + 4), state1);
}

bool detect() {
    unsigned a = 0, b = 0, c = 0, d = 0;
    if (!__get_cpuid(1, &a, &b, &c, &d))
        return false;
    const bool sse41 = (c & bit_SSE4_1) != 0;
    const bool ssse3 = (c & bit_SSSE3) != 0;
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d))
        return false;
    return sse41 && ssse3 && (b & bit_SHA) != 0;
}

} // namespace

bool sha256NiAvailable() {
    static const bool available = detect();
    return available;
}

Digest sha256Ni(std::string_view bytes) {
    std::uint32_t state[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                              0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    const auto *data = reinterpret_cast<const unsigned char *>(bytes.data());
    const size_t full = bytes.size() / 64;
    compress(state, data, full);
    // The tail, 0x80, zeros and the bit length (big-endian) fill one or two more blocks.
    unsigned char tail[128] = {};
    const size_t rest = bytes.size() - 64 * full;
    if (rest > 0)
        std::memcpy(tail, data + 64 * full, rest);
    tail[rest] = 0x80;
    const size_t tailBlocks = rest + 9 <= 64 ? 1 : 2;
    const std::uint64_t bits = static_cast<std::uint64_t>(bytes.size()) * 8;
    for (int i = 0; i < 8; ++i)
        tail[64 * tailBlocks - 1 - i] = static_cast<unsigned char>(bits >> (8 * i));
    compress(state, tail, tailBlocks);
    Digest d;
    for (int i = 0; i < 8; ++i) {
        for (int k = 0; k < 4; ++k)
            d.bytes[4 * i + k] = static_cast<std::uint8_t>(state[i] >> (24 - 8 * k));
    }
    return d;
}

#else

bool sha256NiAvailable() {
    return false;
}

Digest sha256Ni(std::string_view bytes) {
    return sha256OpenSsl(bytes);
}

#endif

} // namespace toolgate::core
