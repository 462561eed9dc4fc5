// SPDX-License-Identifier: MIT
#include "models/policyworkspace.h"

#include "config/configdiff.h"
#include "config/configvalidator.h"
#include "policy/policymatrix.h"

namespace toolgate::core {

PolicyWorkspace::PolicyWorkspace(QObject *parent)
    : QObject(parent)
    , m_tools(catalogTools()) {
    rebuild();
}

PolicyWorkspace::~PolicyWorkspace() = default;

std::vector<PolicyTool> PolicyWorkspace::catalogTools() {
    std::vector<PolicyTool> tools;
    for (const CatalogTool &tool : ToolCatalog::builtin().tools())
        tools.push_back({tool.id, {}});
    return tools;
}

void PolicyWorkspace::setDocument(ConfigDocument document) {
    m_document = std::move(document);
    rebuild();
    emit documentReset();
    emit evaluated();
}

void PolicyWorkspace::setTools(std::vector<PolicyTool> tools) {
    m_tools = std::move(tools);
    rebuild();
    emit toolsChanged();
    emit evaluated();
}

void PolicyWorkspace::setContext(PolicyContext context) {
    m_context = std::move(context);
    reevaluate();
    emit contextChanged();
    emit evaluated();
}

PolicyContext PolicyWorkspace::contextForAgent(const QString &agentId) const {
    return core::contextForAgent(m_context, agentId.toStdString());
}

QStringList PolicyWorkspace::agentIds() const {
    // OpenClaw's default agent "main" always exists beside the configured ones.
    QStringList ids = m_document.agentIds();
    if (!ids.contains(QStringLiteral("main")))
        ids.prepend(QStringLiteral("main"));
    return ids;
}

Status PolicyWorkspace::apply(const ConfigEdit &edit) {
    const Status status = m_document.apply(edit);
    if (!status)
        return status;
    rebuild();
    emit configEdited();
    emit evaluated();
    return status;
}

Result<ConfigEdit> PolicyWorkspace::finishEdit(Result<ConfigEdit> edit) {
    if (edit) {
        rebuild();
        emit configEdited();
        emit evaluated();
    }
    return edit;
}

Result<ConfigEdit> PolicyWorkspace::setProfile(const KeyPath &scopePath, const QString &profile) {
    return finishEdit(m_document.setProfile(scopePath, profile));
}

Result<ConfigEdit> PolicyWorkspace::setList(const KeyPath &scopePath, ListField field,
                                            const QStringList &list) {
    return finishEdit(m_document.setList(scopePath, field, list));
}

Result<ConfigEdit> PolicyWorkspace::addListEntry(const KeyPath &scopePath, ListField field,
                                                 const QString &entry) {
    return finishEdit(m_document.addListEntry(scopePath, field, entry));
}

Result<ConfigEdit> PolicyWorkspace::removeListEntry(const KeyPath &scopePath, ListField field,
                                                    const QString &entry) {
    return finishEdit(m_document.removeListEntry(scopePath, field, entry));
}

Result<QList<ConfigEdit>> PolicyWorkspace::transformTo(const Json &root) {
    QList<ConfigEdit> applied;
    auto rollback = [&] {
        for (auto it = applied.crbegin(); it != applied.crend(); ++it)
            (void)m_document.apply(it->inverted()); // undoing an applied edit applies
    };
    for (const PathChange &change : diffConfigs(m_document.root(), root)) {
        Result<ConfigEdit> edit = change.kind == PathChange::Kind::Removed
                                      ? m_document.removeKey(change.path)
                                      : m_document.setValue(change.path, *change.newValue);
        if (!edit) {
            rollback();
            return edit.error();
        }
        applied << edit.value();
    }
    rebuild();
    emit configEdited();
    emit evaluated();
    return applied;
}

Result<QList<ConfigEdit>> PolicyWorkspace::applyFix(const std::vector<PolicyFix> &fix) {
    Json root = m_document.root();
    for (const PolicyFix &step : fix)
        root = applyPolicyFix(root, step);
    return transformTo(root);
}

Result<QList<ConfigEdit>> PolicyWorkspace::applyMigration(const ConfigMigration &migration) {
    Result<QList<ConfigEdit>> edits = core::applyMigration(m_document, migration);
    if (!edits)
        return edits;
    rebuild();
    emit configEdited();
    emit evaluated();
    return edits;
}

PolicyExplanation PolicyWorkspace::explain(const QString &tool) const {
    return explain(tool, m_context);
}

PolicyExplanation PolicyWorkspace::explain(const QString &tool,
                                           const PolicyContext &context) const {
    return explainTool(m_document.root(), m_tools, context, tool.toStdString());
}

QList<ConfigMigration> PolicyWorkspace::migrations() const {
    return planMigrations(m_document);
}

void PolicyWorkspace::rebuild() {
    m_engine = std::make_unique<PolicyEngine>(m_document.root(), m_tools);
    // validateConfig reports the engine's schema issues (validatePolicyConfig) as findings too.
    m_findings = validateConfig(m_document);
    reevaluate();
}

void PolicyWorkspace::reevaluate() {
    m_trace = m_engine->evaluate(m_context);
}

} // namespace toolgate::core
