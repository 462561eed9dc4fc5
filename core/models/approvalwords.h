// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace toolgate::core {

// The wire words of approvals as the console shows them, in the user's language: decisions
// ("allow-once"), outcomes ("resolved-elsewhere") and kinds ("exec"). A word this console does not
// know (a newer gateway's) is shown as it came. Stored and exported data keep the wire words.
QString decisionWord(const QString &wire);
QString outcomeWord(const QString &wire);
QString kindWord(const QString &wire);

} // namespace toolgate::core
