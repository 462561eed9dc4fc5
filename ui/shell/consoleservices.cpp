// SPDX-License-Identifier: MIT
#include "ui/shell/consoleservices.h"

namespace toolgate::ui {

namespace {

// The history toolgate-cli shares (an old CLI approvals.db is imported once); null on failure.
std::unique_ptr<core::ApprovalHistory> openHistory(const QString &dataDir, QStringList *problems) {
    auto history = core::ApprovalHistory::openShared(dataDir);
    if (!history) {
        problems->append(history.error().toString());
        return nullptr;
    }
    return std::move(history).value();
}

} // namespace

ConsoleServices::ConsoleServices(const QString &dataDir, const QString &identityPath)
    : registry(dataDir)
    , m_history(openHistory(dataDir, &m_startupProblems))
    , connections(&registry, identityPath) {
    if (auto loaded = registry.load(); !loaded)
        m_startupProblems.append(loaded.error().toString());
    if (m_history)
        connections.setHistory(m_history.get());
}

} // namespace toolgate::ui
