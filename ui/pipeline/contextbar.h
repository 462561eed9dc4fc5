// SPDX-License-Identifier: MIT
#pragma once

#include "policy/policycontext.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QSpinBox;

namespace toolgate::ui {

// The run the pipeline is shown for: agent, provider/model, message provider, sender, owner flag,
// sandboxed, subagent depth and the run's own tool allowlist.
class ContextBar final : public QWidget {
    Q_OBJECT

public:
    explicit ContextBar(QWidget *parent = nullptr);

    void setAgents(const QStringList &agents);
    QString agent() const;
    void setAgent(const QString &agent);
    core::PolicyContext context() const;

signals:
    void contextEdited();

private:
    QComboBox *m_agent;
    QLineEdit *m_provider;
    QLineEdit *m_model;
    QComboBox *m_channel;
    QLineEdit *m_sender;
    QComboBox *m_owner;
    QCheckBox *m_sandboxed;
    QSpinBox *m_depth;
    QLineEdit *m_runtimeAllow;
};

} // namespace toolgate::ui
