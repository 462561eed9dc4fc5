// SPDX-License-Identifier: MIT
#pragma once

// Internal to core/schema: the keyword passes that only delete keys.

#include "schema/arenajson.h"

#include <string>
#include <vector>

namespace toolgate::core::schemapass {

// schema-keyword-strip.ts: removes the given keywords from every schema object, walking maps
// (properties, $defs, definitions, dependentSchemas, dependencies, patternProperties), single
// schemas (items, additionalProperties, not, if/then/else, contains, propertyNames, …) and lists
// (allOf, anyOf, oneOf, items, prefixItems). In place.
void stripKeywords(ArenaJson &schema, const std::vector<std::string> &keywords);

// clean-for-llamacpp-gbnf.ts: drops `pattern` and any numeric `maxLength` >= 2000. In place.
void cleanForLlamacpp(ArenaJson &schema);

} // namespace toolgate::core::schemapass
