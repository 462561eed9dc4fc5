// SPDX-License-Identifier: MIT
#pragma once

#include "util/errorcode.h"

#include <QCoreApplication>
#include <QString>

namespace toolgate::core {
struct ConfigFinding;
struct Error;
struct PolicyExplanation;
struct PolicyFix;
} // namespace toolgate::core

namespace toolgate::gateway {
struct ConnectionStatus;
enum class ConnectionState;
} // namespace toolgate::gateway

namespace toolgate::ui {

// core and the gateway client report errors, explanations and connection health as codes plus
// English prose (for logs and the CLI). What the console shows is worded here, by code, in the
// current language — whole sentences, falling back to core's own text for codes it does not know.
class ErrorText final {
    Q_DECLARE_TR_FUNCTIONS(toolgate::ui::ErrorText)

public:
    // The sentence for an error code (errorcodetext.cpp); `detail` is core's message, filled in
    // where the sentence names it. Empty for None and Other (callers fall back to core's text).
    static QString forCode(core::ErrorCode code, const QString &detail = {});

    // A validation or safety finding, worded by its code (core's text when the code has none).
    // Core's own message stays the precise, searchable detail shown beside it.
    static QString forFinding(const core::ConfigFinding &finding);

    // "where: sentence" for a core::Error.
    static QString describe(const core::Error &error);

    // The explain panel: why the tool is not callable (one or two sentences), the reason no
    // config change helps (empty when one does), and one fix.
    static QString explanationSummary(const core::PolicyExplanation &explanation);
    static QString blockedReason(const core::PolicyExplanation &explanation);
    // The fix, and for a global edit the other agents it reaches.
    static QString fixSentence(const core::PolicyFix &fix);

    // Connections: the state's name and the health line under it. `address` and `serverVersion`
    // fill the sentences that name them.
    static QString connectionState(gateway::ConnectionState state);
    static QString healthLine(const gateway::ConnectionStatus &status, const QString &address,
                              const QString &serverVersion);

private:
    static QString connectReason(core::ErrorCode id);
    static QString fixAction(const core::PolicyFix &fix);
};

} // namespace toolgate::ui
