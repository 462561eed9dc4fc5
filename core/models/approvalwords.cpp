// SPDX-License-Identifier: MIT
#include "models/approvalwords.h"

#include <QCoreApplication>

namespace toolgate::core {

namespace {

struct Word {
    const char *wire;
    const char *shown;
};

// QT_TRANSLATE_NOOP marks the words for lupdate; translate() looks them up at run time.
constexpr Word kDecisions[] = {
    {"allow-once", QT_TRANSLATE_NOOP("toolgate::core::ApprovalWords", "allow once")},
    {"allow-always", QT_TRANSLATE_NOOP("toolgate::core::ApprovalWords", "allow always")},
    {"deny", QT_TRANSLATE_NOOP("toolgate::core::ApprovalWords", "deny")},
};
constexpr Word kOutcomes[] = {
    {"pending", QT_TRANSLATE_NOOP("toolgate::core::ApprovalWords", "pending")},
    {"resolving", QT_TRANSLATE_NOOP("toolgate::core::ApprovalWords", "resolving")},
    {"resolved-here", QT_TRANSLATE_NOOP("toolgate::core::ApprovalWords", "decided here")},
    {"resolved-elsewhere", QT_TRANSLATE_NOOP("toolgate::core::ApprovalWords", "decided elsewhere")},
    {"expired", QT_TRANSLATE_NOOP("toolgate::core::ApprovalWords", "expired")},
    {"cancelled", QT_TRANSLATE_NOOP("toolgate::core::ApprovalWords", "cancelled")},
    {"gone", QT_TRANSLATE_NOOP("toolgate::core::ApprovalWords", "gone")},
};
constexpr Word kKinds[] = {
    {"exec", QT_TRANSLATE_NOOP("toolgate::core::ApprovalWords", "exec")},
    {"plugin", QT_TRANSLATE_NOOP("toolgate::core::ApprovalWords", "plugin")},
    {"system-agent", QT_TRANSLATE_NOOP("toolgate::core::ApprovalWords", "system agent")},
};

template<std::size_t N> QString lookUp(const Word (&words)[N], const QString &wire) {
    for (const Word &word : words)
        if (wire == QLatin1String(word.wire))
            return QCoreApplication::translate("toolgate::core::ApprovalWords", word.shown);
    return wire;
}

} // namespace

QString decisionWord(const QString &wire) {
    return lookUp(kDecisions, wire);
}

QString outcomeWord(const QString &wire) {
    return lookUp(kOutcomes, wire);
}

QString kindWord(const QString &wire) {
    return lookUp(kKinds, wire);
}

} // namespace toolgate::core
