// SPDX-License-Identifier: MIT
#pragma once

#include "config/configdocument.h"
#include "config/configfinding.h"
#include "config/configmigrations.h"
#include "policy/explain.h"
#include "policy/policycontext.h"
#include "policy/policyengine.h"
#include "policy/policytrace.h"

#include <QObject>
#include <QStringList>

#include <memory>
#include <vector>

namespace toolgate::core {

// The config being edited, the tool list it is evaluated against and the context the pipeline
// shows, kept evaluated: every change rebuilds the engine and the current trace before
// `evaluated()` is emitted, so models listening to it always read a consistent state.
class PolicyWorkspace final : public QObject {
    Q_OBJECT

public:
    explicit PolicyWorkspace(QObject *parent = nullptr);
    ~PolicyWorkspace() override;

    const ConfigDocument &document() const { return m_document; }
    void setDocument(ConfigDocument document);

    const std::vector<PolicyTool> &tools() const { return m_tools; }
    void setTools(std::vector<PolicyTool> tools);
    // The built-in catalog's core tools (the list used until a gateway reports its own).
    static std::vector<PolicyTool> catalogTools();
    // A list the user chose (`--tools FILE`) is pinned: a gateway's catalog does not replace it.
    bool toolsPinned() const { return m_toolsPinned; }
    void setToolsPinned(bool pinned) { m_toolsPinned = pinned; }

    const PolicyContext &context() const { return m_context; }
    void setContext(PolicyContext context);
    // The current context with the agent replaced (session key rewritten to that agent).
    PolicyContext contextForAgent(const QString &agentId) const;

    // Agents to show: OpenClaw's default "main", then the config's agent ids in file order.
    QStringList agentIds() const;

    // Edits. Each applies to the document, re-evaluates and returns what it did, so the caller can
    // record it for undo. Errors leave everything unchanged.
    Status apply(const ConfigEdit &edit);
    Result<ConfigEdit> setProfile(const KeyPath &scopePath, const QString &profile);
    Result<ConfigEdit> setList(const KeyPath &scopePath, ListField field, const QStringList &list);
    Result<ConfigEdit> addListEntry(const KeyPath &scopePath, ListField field,
                                    const QString &entry);
    Result<ConfigEdit> removeListEntry(const KeyPath &scopePath, ListField field,
                                       const QString &entry);
    // Turns the document's tree into `root` with the smallest path-level edits (fix-its).
    Result<QList<ConfigEdit>> transformTo(const Json &root);
    Result<QList<ConfigEdit>> applyFix(const std::vector<PolicyFix> &fix);
    Result<QList<ConfigEdit>> applyMigration(const ConfigMigration &migration);

    const PolicyEngine &engine() const { return *m_engine; }
    const PolicyTrace &trace() const { return m_trace; }
    PolicyExplanation explain(const QString &tool) const;
    PolicyExplanation explain(const QString &tool, const PolicyContext &context) const;

    // Structural findings (config module) plus OpenClaw's validation issues (policy engine).
    const QList<ConfigFinding> &findings() const { return m_findings; }
    QList<ConfigMigration> migrations() const;

signals:
    void documentReset();
    void configEdited();
    void toolsChanged();
    void contextChanged();
    // The engine and the current trace are up to date.
    void evaluated();

private:
    Result<ConfigEdit> finishEdit(Result<ConfigEdit> edit);
    void rebuild();
    void reevaluate();

    ConfigDocument m_document;
    std::vector<PolicyTool> m_tools;
    PolicyContext m_context;
    std::unique_ptr<PolicyEngine> m_engine;
    PolicyTrace m_trace;
    QList<ConfigFinding> m_findings;
    bool m_toolsPinned = false;
};

} // namespace toolgate::core
