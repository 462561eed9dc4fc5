// SPDX-License-Identifier: MIT
#include "ui/schemas/schemaexamples.h"

#include <QCoreApplication>

namespace toolgate::ui {

QList<SchemaExample> schemaExamples() {
    auto translated = [](const char *text) {
        return QCoreApplication::translate("SchemaExamples", text);
    };
    return {
        {translated(QT_TRANSLATE_NOOP("SchemaExamples", "Action union (anyOf with const)")),
         QStringLiteral(R"json({
  "anyOf": [
    {
      "type": "object",
      "properties": {
        "action": { "const": "get" },
        "id": { "type": "string", "minLength": 1, "description": "Item id" }
      },
      "required": ["action", "id"]
    },
    {
      "type": "object",
      "properties": {
        "action": { "const": "list" },
        "limit": { "type": "integer", "minimum": 1, "maximum": 100 }
      },
      "required": ["action"]
    }
  ]
})json")},
        {translated(QT_TRANSLATE_NOOP("SchemaExamples", "Formats, patterns and limits")),
         QStringLiteral(R"json({
  "type": "object",
  "additionalProperties": false,
  "properties": {
    "url": { "type": "string", "format": "uri", "pattern": "^https://" },
    "timeoutSeconds": { "type": ["integer", "null"], "exclusiveMinimum": 0, "default": 30 },
    "headers": {
      "type": "object",
      "patternProperties": { "^X-": { "type": "string", "maxLength": 200 } }
    }
  },
  "required": ["url"]
})json")},
        {translated(QT_TRANSLATE_NOOP("SchemaExamples", "Arrays with contains and references")),
         QStringLiteral(R"json({
  "type": "object",
  "$defs": { "tag": { "type": "string", "enum": ["bug", "feature", "docs"] } },
  "properties": {
    "tags": {
      "type": "array",
      "items": { "$ref": "#/$defs/tag" },
      "minContains": 1,
      "maxContains": 3,
      "contains": { "const": "bug" },
      "uniqueItems": true
    },
    "title": { "type": "string", "examples": ["Crash on start"] }
  },
  "required": ["title"]
})json")},
    };
}

} // namespace toolgate::ui
