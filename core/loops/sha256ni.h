// SPDX-License-Identifier: MIT
#pragma once

#include "loops/looptypes.h"

#include <string_view>

namespace toolgate::core {

// SHA-256 on the CPU's SHA extensions (x86-64 SHA-NI), for the detector's many short texts: no
// context, allocation or provider dispatch per digest, which cost more than hashing one block.
// sha256Digest() uses it when the CPU has it and OpenSSL otherwise.
bool sha256NiAvailable();
Digest sha256Ni(std::string_view bytes); // only when sha256NiAvailable()

// OpenSSL's SHA-256, the fallback (and the tests' reference).
Digest sha256OpenSsl(std::string_view bytes);

} // namespace toolgate::core
