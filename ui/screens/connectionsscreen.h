// SPDX-License-Identifier: MIT
#pragma once

#include "ui/screen.h"

namespace toolgate::ui {

class EmptyState;

// Gateways the console talks to, their health and granted scopes. Until the gateway client is wired
// in, it explains what a connection provides.
class ConnectionsScreen final : public Screen {
    Q_OBJECT

public:
    explicit ConnectionsScreen(const ScreenContext &context, QWidget *parent = nullptr);

    QString title() const override;
    QString subtitle() const override;

private:
    EmptyState *m_emptyState;
};

} // namespace toolgate::ui
