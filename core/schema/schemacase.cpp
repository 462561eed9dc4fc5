// SPDX-License-Identifier: MIT
#include "schema/schemacase.h"

#include "schema/schemajs.h"
#include "schema/schemanormalizer.h"

namespace toolgate::core {

namespace {

Error caseError(const QString &where, const QString &message) {
    return Error{QStringLiteral("schema.case"), message, where};
}

QString keyName(const std::string &key) {
    return QString::fromStdString(key);
}

} // namespace

Result<SchemaCase> parseSchemaCase(Json &&document) {
    if (!document.is_object())
        return caseError({}, QStringLiteral("a schema case must be a JSON object"));
    SchemaCase result;
    bool hasSchema = false;
    for (auto &[key, value] : document.get_ref<Json::object_t &>()) {
        if (key == "schema") {
            result.schema = std::move(value);
            hasSchema = true;
        } else if (key == "provider" || key == "modelId") {
            if (value.is_null())
                continue;
            if (!value.is_string())
                return caseError(keyName(key), QStringLiteral("expected a string or null"));
            (key == "provider" ? result.target.provider : result.target.modelId) =
                value.get<std::string>();
        } else if (key == "comment") {
            if (!value.is_string() && !value.is_null())
                return caseError(keyName(key), QStringLiteral("expected a string"));
        } else if (key == "compat") {
            if (value.is_null())
                continue;
            if (!value.is_object())
                return caseError(keyName(key), QStringLiteral("expected an object or null"));
            for (const auto &[compatKey, compatValue] : value.get_ref<const Json::object_t &>()) {
                const QString where = QStringLiteral("compat.") + keyName(compatKey);
                if (compatValue.is_null())
                    continue;
                if (compatKey == "toolSchemaProfile") {
                    if (!compatValue.is_string())
                        return caseError(where, QStringLiteral("expected a string or null"));
                    result.target.toolSchemaProfile = compatValue.get<std::string>();
                } else if (compatKey == "unsupportedToolSchemaKeywords") {
                    if (!compatValue.is_array())
                        return caseError(where, QStringLiteral("expected an array or null"));
                    // OpenClaw ignores entries that are not strings.
                    for (const Json &keyword : compatValue) {
                        if (keyword.is_string())
                            result.target.unsupportedToolSchemaKeywords.push_back(
                                keyword.get<std::string>());
                    }
                } else if (compatKey == "omitEmptyArrayItems") {
                    if (!compatValue.is_boolean())
                        return caseError(where, QStringLiteral("expected a boolean or null"));
                    result.target.omitEmptyArrayItems = compatValue.get<bool>();
                }
            }
        } else {
            return caseError(keyName(key), QStringLiteral("unknown field"));
        }
    }
    if (!hasSchema)
        return caseError(QStringLiteral("schema"), QStringLiteral("missing required field"));
    return result;
}

Json schemaResultDocument(const Result<NormalizedToolSchema> &result) {
    Json document = Json::object();
    if (!result) {
        document["error"] = result.error().message.toStdString();
        return document;
    }
    document["schema"] = result->schema.toJson();
    document["nullArgsToEmptyObject"] = result->nullArgsToEmptyObject;
    return document;
}

} // namespace toolgate::core
