// SPDX-License-Identifier: MIT
#pragma once

#include "schema/schematarget.h"
#include "util/json.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace toolgate::core {

// One difference between the schema a tool declares and the copy a provider receives.
struct SchemaChange {
    enum class Kind {
        Removed, // the key is gone (e.g. Gemini drops `minLength`)
        Changed, // the value at the path differs (e.g. `const` became `enum`, a type widened)
        Added,   // the provider copy has a key the tool did not declare (e.g. `items: {}`)
    };
    Kind kind = Kind::Changed;
    // Key path from the schema root: object keys joined with '.', array entries as "[i]";
    // empty for the root itself. Example: "properties.tags.items".
    QString path;

    // Removed and Changed entries are what the provider lost.
    bool isLoss() const { return kind != Kind::Added; }
    bool operator==(const SchemaChange &other) const = default;
};

// A tool schema as one provider family receives it, and what that copy lost or gained.
struct ProviderSchemaView {
    QString label; // "OpenAI / Anthropic", "Gemini", "xAI"
    SchemaTarget target;
    Json schema;                        // the provider's copy; null when `error` is set
    bool nullArgsToEmptyObject = false; // see NormalizedToolSchema
    QString error;                      // why normalisation was refused (SchemaLimits)
    QList<SchemaChange> changes;        // input → provider copy, in document order
};

// The three provider views the schema screen shows side by side. OpenAI and Anthropic receive
// the same schema (neither gets a provider cleaner), so they share one view.
struct ProviderSchemaViews {
    ProviderSchemaView openAiAnthropic;
    ProviderSchemaView gemini;
    ProviderSchemaView xai;
};

ProviderSchemaViews buildProviderSchemaViews(const Json &schema);
// The three views' labels, in the order above (for panes with no schema to show yet).
QStringList providerSchemaViewLabels();

// Key-path differences between two JSON values (objects by key, equal-length arrays by index,
// anything else compared whole).
QList<SchemaChange> diffSchemas(const Json &before, const Json &after);

} // namespace toolgate::core
