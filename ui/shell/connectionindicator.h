// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLabel;

namespace toolgate::ui {

// Status-bar badge: a coloured dot and a short text for the gateway connection.
class ConnectionIndicator final : public QWidget {
    Q_OBJECT

public:
    enum class State { Offline, Connecting, Connected, Demo, Lost };

    explicit ConnectionIndicator(QWidget *parent = nullptr);

    State state() const { return m_state; }
    QString text() const;
    // `detail` names the gateway ("ws://host:18789", "demo: runaway") and the wording is ours;
    // or, for several gateways, it is already the whole sentence ("1 of 2 gateways connected").
    enum class Detail { Name, Sentence };
    void setState(State state, const QString &detail = {}, Detail kind = Detail::Name);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    State m_state = State::Offline;
    QString m_detail;
    QLabel *m_label;
};

} // namespace toolgate::ui
