// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <vector>

namespace toolgate::core {

// How long a finished approval stays in the live inbox and queue (the history keeps every one):
// a console left open for weeks must not grow with every request it ever saw. Pending requests
// are never dropped.
struct ApprovalRetention {
    qint64 maxAgeMs = 15 * 60 * 1000; // finished longer ago than this leave
    int maxFinished = 500;            // and only this many of the most recently finished stay
};

struct FinishedApproval {
    QString id;
    qint64 finishedAtMs = 0;
};

// The ids to drop: finished before `nowMs - maxAgeMs`, or beyond the `maxFinished` most recently
// finished (whichever drops more). Order of the result: oldest first.
QStringList finishedToDrop(std::vector<FinishedApproval> finished, qint64 nowMs,
                           const ApprovalRetention &retention);

} // namespace toolgate::core
