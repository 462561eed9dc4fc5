// SPDX-License-Identifier: MIT
#pragma once

#include "ui/screen.h"

namespace toolgate::ui {

class EmptyState;

// A tool's parameter schema as each model provider receives it. Until the schema view is wired in,
// it explains what it will compare.
class SchemasScreen final : public Screen {
    Q_OBJECT

public:
    explicit SchemasScreen(const ScreenContext &context, QWidget *parent = nullptr);

    QString title() const override;
    QString subtitle() const override;

private:
    EmptyState *m_emptyState;
};

} // namespace toolgate::ui
