// SPDX-License-Identifier: MIT
// External-content nonces: the random ids of OpenClaw's untrusted-content envelopes are zeroed
// before an outcome is hashed, so the same fetched content hashes alike.
#include "loops/loophashing_p.h"

namespace toolgate::core {

using namespace loophash;

namespace {

constexpr std::string_view kStartMarker = "<<<EXTERNAL_UNTRUSTED_CONTENT id=";
constexpr std::string_view kEndMarker = "<<<END_EXTERNAL_UNTRUSTED_CONTENT id=";
constexpr std::string_view kAnyStart = "<<<EXTERNAL_UNTRUSTED_CONTENT";
constexpr std::string_view kAnyEnd = "<<<END_EXTERNAL_UNTRUSTED_CONTENT";

bool isNonceChar(char c) {
    return isDigit(c) || (c >= 'a' && c <= 'f');
}

// backslashes × k followed by `tail`, at i; returns the end or npos.
size_t escapedAt(std::string_view s, size_t i, size_t k, std::string_view tail) {
    if (s.size() - i < k + tail.size())
        return std::string_view::npos;
    for (size_t n = 0; n < k; ++n) {
        if (s[i + n] != '\\')
            return std::string_view::npos;
    }
    if (s.substr(i + k, tail.size()) != tail)
        return std::string_view::npos;
    return i + k + tail.size();
}

} // namespace

bool canonicalizeExternalContentNonces(std::string_view in, std::string &out) {
    size_t pos = in.find(kStartMarker);
    if (pos == std::string_view::npos)
        return false;
    std::string result;
    size_t copied = 0;
    bool changed = false;
    while (pos != std::string_view::npos) {
        // (<<<EXTERNAL_UNTRUSTED_CONTENT id=(\\*)")([a-f0-9]{16})(\2">>> middle
        //  <<<END_EXTERNAL_UNTRUSTED_CONTENT id=\2")\3(\2">>>)
        size_t i = pos + kStartMarker.size();
        size_t k = 0;
        while (i + k < in.size() && in[i + k] == '\\')
            ++k;
        size_t matchEnd = std::string_view::npos;
        size_t idStart = 0;
        size_t endIdStart = 0;
        size_t middleStart = 0;
        size_t middleEnd = 0;
        do {
            if (i + k >= in.size() || in[i + k] != '"')
                break;
            idStart = i + k + 1;
            if (in.size() - idStart < 16)
                break;
            bool idOk = true;
            for (size_t n = 0; n < 16; ++n)
                idOk = idOk && isNonceChar(in[idStart + n]);
            if (!idOk)
                break;
            middleStart = idStart + 16;
            size_t j = escapedAt(in, middleStart, k, "\">>>");
            if (j == std::string_view::npos)
                break;
            // Content up to the next start or end marker.
            size_t stop = j;
            while (stop < in.size()) {
                const size_t lt = in.find("<<<", stop);
                if (lt == std::string_view::npos) {
                    stop = in.size();
                    break;
                }
                if (in.substr(lt, kAnyStart.size()) == kAnyStart ||
                    in.substr(lt, kAnyEnd.size()) == kAnyEnd) {
                    stop = lt;
                    break;
                }
                stop = lt + 1;
            }
            if (in.substr(stop, kEndMarker.size()) != kEndMarker)
                break;
            j = escapedAt(in, stop + kEndMarker.size(), k, "\"");
            if (j == std::string_view::npos)
                break;
            middleEnd = j;
            endIdStart = j;
            if (in.size() - endIdStart < 16 || in.substr(endIdStart, 16) != in.substr(idStart, 16))
                break;
            const size_t e = escapedAt(in, endIdStart + 16, k, "\">>>");
            if (e == std::string_view::npos)
                break;
            matchEnd = e;
        } while (false);

        if (matchEnd == std::string_view::npos) {
            pos = in.find(kStartMarker, pos + 1);
            continue;
        }
        // Only consistently escaped envelopes: 2^n - 1 backslashes, and every quote inside
        // escaped by a multiple of that depth.
        bool canonical = (k & (k + 1)) == 0;
        if (canonical) {
            const std::string_view middle = in.substr(middleStart, middleEnd - middleStart);
            size_t run = 0;
            for (const char c : middle) {
                if (c == '\\') {
                    ++run;
                    continue;
                }
                if (c == '"' && (run + 1) % (k + 1) != 0) {
                    canonical = false;
                    break;
                }
                run = 0;
            }
        }
        if (canonical) {
            static constexpr std::string_view zeros = "0000000000000000";
            result.append(in.substr(copied, idStart - copied));
            result.append(zeros);
            result.append(in.substr(middleStart, endIdStart - middleStart));
            result.append(zeros);
            copied = endIdStart + 16;
            changed = changed || in.substr(idStart, 16) != zeros;
        }
        pos = in.find(kStartMarker, matchEnd);
    }
    if (!changed)
        return false;
    result.append(in.substr(copied));
    out = std::move(result);
    return true;
}

} // namespace toolgate::core
