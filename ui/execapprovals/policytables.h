// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/execpolicy.h"
#include "approvals/standinggrant.h"

#include <vector>

class QTableWidget;

namespace toolgate::ui {

// The Effective column of the table below.
inline constexpr int kEffectiveColumn = 6;

// Requested vs host vs effective, one row per scope and setting, with where each value comes from.
// Host sources are shown without the document path `hostPath` (it is in their tooltips).
void fillEffectiveTable(QTableWidget *table, const std::vector<core::ExecPolicyScope> &scopes,
                        const QString &hostPath);

// Standing grants: automation, command, uses, last used, expiry, state. Row data (UserRole on
// column 0) is the grant id.
void fillGrantsTable(QTableWidget *table, const std::vector<core::StandingGrant> &grants,
                     qint64 nowMs);

} // namespace toolgate::ui
