// SPDX-License-Identifier: MIT
#include "schema/providerschemaviews.h"

#include "schema/schemajs.h"
#include "schema/schemanormalizer.h"

namespace toolgate::core {

namespace {

QString childPath(const QString &parent, const std::string &key) {
    const QString name = QString::fromStdString(key);
    return parent.isEmpty() ? name : parent + QLatin1Char('.') + name;
}

void diffInto(const Json &before, const Json &after, const QString &path,
              QList<SchemaChange> &changes) {
    if (before.is_object() && after.is_object()) {
        for (const auto &[key, value] : before.get_ref<const Json::object_t &>()) {
            const Json *counterpart = schemajs::member(after, key);
            if (!counterpart)
                changes.append({SchemaChange::Kind::Removed, childPath(path, key)});
            else
                diffInto(value, *counterpart, childPath(path, key), changes);
        }
        for (const auto &entry : after.get_ref<const Json::object_t &>()) {
            if (!schemajs::has(before, entry.first))
                changes.append({SchemaChange::Kind::Added, childPath(path, entry.first)});
        }
        return;
    }
    if (before.is_array() && after.is_array() && before.size() == after.size()) {
        for (std::size_t i = 0; i < before.size(); ++i)
            diffInto(before[i], after[i], path + QStringLiteral("[%1]").arg(i), changes);
        return;
    }
    if (before != after)
        changes.append({SchemaChange::Kind::Changed, path});
}

ProviderSchemaView buildView(const QString &label, const SchemaTarget &target, const Json &schema) {
    ProviderSchemaView view;
    view.label = label;
    view.target = target;
    const Result<NormalizedToolSchema> normalized = normalizeToolSchema(schema, target);
    if (!normalized) {
        view.error = normalized.error().message;
        return view;
    }
    view.schema = normalized->schema.toJson();
    view.nullArgsToEmptyObject = normalized->nullArgsToEmptyObject;
    view.changes = diffSchemas(schema, view.schema);
    return view;
}

} // namespace

QList<SchemaChange> diffSchemas(const Json &before, const Json &after) {
    QList<SchemaChange> changes;
    diffInto(before, after, QString(), changes);
    return changes;
}

QStringList providerSchemaViewLabels() {
    return {QStringLiteral("OpenAI / Anthropic"), QStringLiteral("Gemini"), QStringLiteral("xAI")};
}

ProviderSchemaViews buildProviderSchemaViews(const Json &schema) {
    const QStringList labels = providerSchemaViewLabels();
    return {buildView(labels.at(0), SchemaTarget::openAi(), schema),
            buildView(labels.at(1), SchemaTarget::gemini(), schema),
            buildView(labels.at(2), SchemaTarget::xai(), schema)};
}

} // namespace toolgate::core
