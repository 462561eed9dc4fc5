// SPDX-License-Identifier: MIT
#include "config/execmodeedit.h"

#include "approvals/execapprovalsfile.h"
#include "approvals/execpolicy.h"
#include "config/valueedit.h"
#include "util/errorcode.h"

namespace toolgate::core {

namespace {

const QStringList kLegacyKeys{QStringLiteral("security"), QStringLiteral("ask")};

Error mixedError(const KeyPath &path, const QString &have, const QString &setting) {
    return Error{errorCodeText(ErrorCode::ExecModeMixed),
                 QStringLiteral("%1 already sets %2; OpenClaw does not accept mode together "
                                "with security or ask in one exec object, so %3 was not written")
                     .arg(path.toString(), have, setting),
                 path.toString()};
}

// The exec object at `path` (an empty object when absent); an error when it is not an object.
Result<Json> execObject(const ConfigDocument &document, const KeyPath &path) {
    const Json *current = document.value(path);
    if (!current)
        return Json(Json::object());
    if (!current->is_object())
        return Error{errorCodeText(ErrorCode::ConfigPath),
                     QStringLiteral("%1 is not an object").arg(path.toString()), path.toString()};
    return *current;
}

Result<ExecPolicyChange> finish(const ConfigDocument &document, const KeyPath &path, Json object,
                                ExecPolicyChange change) {
    Result<ConfigEdit> edit = valueEdit(
        document, path, object.empty() ? std::nullopt : std::optional<Json>(std::move(object)));
    if (!edit)
        return edit.error();
    change.edit = edit.value();
    return change;
}

} // namespace

std::optional<KeyPath> execObjectPath(const Json &root, const QString &agentId) {
    if (agentId.isEmpty())
        return KeyPath{"tools", "exec"};
    const std::string id = agentId.toStdString();
    const KeyPath entries{"agents", "entries"};
    if (const Json *e = entries.find(root); e && e->is_object() && e->contains(id))
        return entries.child(id) + KeyPath{"tools", "exec"};
    const KeyPath list{"agents", "list"};
    if (const Json *l = list.find(root); l && l->is_array()) {
        for (std::size_t i = 0; i < l->size(); ++i) {
            const Json &item = (*l)[i];
            if (item.is_object() && item.value("id", Json()).is_string() &&
                item["id"].get<std::string>() == id)
                return list.index(qsizetype(i)) + KeyPath{"tools", "exec"};
        }
    }
    return std::nullopt;
}

Result<ExecPolicyChange> setExecMode(const ConfigDocument &document, const KeyPath &execPath,
                                     const QString &mode, ExecLegacyRule rule) {
    QString security, ask;
    if (!mode.isEmpty() && !execPolicyForMode(mode, &security, &ask))
        return Error{errorCodeText(ErrorCode::ExecBadValue),
                     QStringLiteral("unknown exec mode \"%1\"").arg(mode), execPath.toString()};
    Result<Json> object = execObject(document, execPath);
    if (!object)
        return object.error();
    Json next = object.value();
    ExecPolicyChange change;
    for (const QString &key : kLegacyKeys)
        if (next.contains(key.toStdString()))
            change.removed << key;
    if (!mode.isEmpty() && !change.removed.isEmpty()) {
        if (rule == ExecLegacyRule::Refuse)
            return mixedError(execPath, change.removed.join(QStringLiteral(" and ")),
                              QStringLiteral("mode"));
        for (const QString &key : std::as_const(change.removed))
            next.erase(key.toStdString());
    }
    if (mode.isEmpty()) {
        change.removed.clear();
        next.erase("mode");
    } else {
        next["mode"] = mode.toStdString();
    }
    return finish(document, execPath, std::move(next), std::move(change));
}

Result<ExecPolicyChange> setExecLegacy(const ConfigDocument &document, const KeyPath &execPath,
                                       const QString &key, const QString &value,
                                       ExecLegacyRule rule) {
    const bool security = key == QLatin1String("security");
    if (!security && key != QLatin1String("ask"))
        return Error{errorCodeText(ErrorCode::ExecBadKey),
                     QStringLiteral("\"%1\" is not security or ask").arg(key), execPath.toString()};
    if (!value.isEmpty() && !(security ? isExecSecurity(value) : isExecAsk(value)))
        return Error{errorCodeText(ErrorCode::ExecBadValue),
                     QStringLiteral("\"%1\" is not a valid %2").arg(value, key),
                     execPath.toString()};
    Result<Json> object = execObject(document, execPath);
    if (!object)
        return object.error();
    Json next = object.value();
    ExecPolicyChange change;
    const QString mode = next.value("mode", Json()).is_string()
                             ? QString::fromStdString(next["mode"].get<std::string>())
                             : QString();
    if (next.contains("mode") && !value.isEmpty()) {
        if (rule == ExecLegacyRule::Refuse)
            return mixedError(execPath, QStringLiteral("mode"), key);
        next.erase("mode");
        change.removed << QStringLiteral("mode");
        // The mode's other half stays what it was, now as a legacy field of its own.
        QString modeSecurity, modeAsk;
        const QString other = security ? QStringLiteral("ask") : QStringLiteral("security");
        if (execPolicyForMode(mode, &modeSecurity, &modeAsk) &&
            !next.contains(other.toStdString())) {
            next[other.toStdString()] = (security ? modeAsk : modeSecurity).toStdString();
            change.madeExplicit << other;
        }
    }
    if (value.isEmpty())
        next.erase(key.toStdString());
    else
        next[key.toStdString()] = value.toStdString();
    return finish(document, execPath, std::move(next), std::move(change));
}

} // namespace toolgate::core
