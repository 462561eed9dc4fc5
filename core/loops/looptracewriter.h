// SPDX-License-Identifier: MIT
#pragma once

#include "loops/looptrace.h"

#include <QByteArray>

#include <string>

namespace toolgate::core {

// A trace in the golden format §2.1 that parseLoopTrace reads back: the header line (config,
// agentId and an optional comment), then one line per call. Line numbers are not written.
QByteArray writeLoopTrace(const LoopTrace &trace, const std::string &comment = {});

} // namespace toolgate::core
