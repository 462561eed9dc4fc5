// SPDX-License-Identifier: MIT
#include "config/valueedit.h"

namespace toolgate::core {

Result<ConfigEdit> valueEdit(const ConfigDocument &document, const KeyPath &path,
                             std::optional<Json> value) {
    ConfigDocument copy = document;
    if (value)
        return copy.setValue(path, std::move(*value));
    if (!document.value(path))
        return ConfigEdit{path, std::nullopt, std::nullopt, -1};
    return copy.removeKey(path);
}

} // namespace toolgate::core
