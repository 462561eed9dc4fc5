// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

class QObject;

namespace toolgate::ui {

// Runs `apply` now and again after each theme switch (Theme::apply), for as long as `context`
// lives. For colours baked into something the style sheet cannot reach: rich text with coloured
// spans, item foregrounds, a generated icon. Widgets coloured by the style sheet or painted from
// Theme at paint time need nothing.
void recolourWith(QObject *context, std::function<void()> apply);

// `owner`'s one recolouring, for text rebuilt as the data changes (a label's coloured rich text):
// runs `apply` now and after each theme switch, replacing what an earlier call set.
void setRecolour(QObject *owner, std::function<void()> apply);

// Called by Theme::apply once the new palette is in place.
void notifyThemeChanged();

} // namespace toolgate::ui
