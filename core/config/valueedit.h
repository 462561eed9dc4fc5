// SPDX-License-Identifier: MIT
#pragma once

#include "config/configdocument.h"

#include <optional>

namespace toolgate::core {

// The edit that puts `value` at `path` (nullopt removes the key; removing an absent key is a
// no-op edit), computed on a copy: `document` is not changed, so the caller applies the edit
// through the workspace and records it for undo like every other edit.
Result<ConfigEdit> valueEdit(const ConfigDocument &document, const KeyPath &path,
                             std::optional<Json> value);

} // namespace toolgate::core
