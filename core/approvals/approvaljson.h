// SPDX-License-Identifier: MIT
#pragma once

#include "approvals/approvalrequest.h"
#include "util/json.h"
#include "util/result.h"

#include <optional>

namespace toolgate::core {

// Reads the gateway's approval payloads leniently: unknown fields are ignored, a field of an
// unexpected type is treated as absent. Only a missing id makes a payload unusable.

// `exec.approval.requested` / `plugin.approval.requested` payloads and `*.approval.list` rows:
// {id, approvalKind?, request:{…}, createdAtMs, expiresAtMs}. `fallbackKind` is used when
// `approvalKind` is absent (list rows of one method are all the same kind).
Result<ApprovalRequest> approvalFromJson(const Json &payload, ApprovalKind fallbackKind);

// An `*.approval.list` answer: a bare array, or an object holding one under a common key.
// Rows that cannot be read are skipped and counted in `skipped`.
std::vector<ApprovalRequest> approvalListFromJson(const Json &payload, ApprovalKind kind,
                                                  int *skipped = nullptr);

// `exec.approval.resolved` / `plugin.approval.resolved` payloads.
struct ApprovalResolution {
    QString id;
    QString decision;   // may be empty (the gateway sends null when nobody decided)
    QString resolvedBy; // empty when the gateway sent null: the system or a timeout decided
    bool resolvedBySystem = false;
    qint64 ts = 0;
};
Result<ApprovalResolution> approvalResolutionFromJson(const Json &payload);

// Small lenient accessors shared by the gateway parsers.
QString jsonString(const Json &object, const char *key);
qint64 jsonInt(const Json &object, const char *key, qint64 fallback = 0);
QStringList jsonStringList(const Json &object, const char *key);
// The member `key` of an object, or null (not an object, or no such member).
const Json &jsonMember(const Json &object, const char *key);

} // namespace toolgate::core
