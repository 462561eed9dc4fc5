// SPDX-License-Identifier: MIT
#pragma once

namespace toolgate::gateway {

// The gateway wire protocol this client speaks (OpenClaw 2026.9.6).
inline constexpr int kProtocolVersion = 4;

} // namespace toolgate::gateway
