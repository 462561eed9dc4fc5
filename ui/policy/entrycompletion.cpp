// SPDX-License-Identifier: MIT
#include "ui/policy/entrycompletion.h"

#include "catalog/toolcatalog.h"
#include "ui/policy/chiplisteditor.h"

#include <QCoreApplication>
#include <QMap>
#include <QStandardItemModel>

namespace toolgate::ui {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(toolgate::ui::EntryCompletion)
};

QString fromStd(const std::string &text) {
    return QString::fromStdString(text);
}

QString preview(const std::vector<std::string> &members) {
    QStringList names;
    for (std::size_t i = 0; i < members.size() && i < 6; ++i)
        names << fromStd(members[i]);
    QString text = names.join(QStringLiteral(", "));
    if (members.size() > 6)
        text = Tr::tr("%1, … (%2 tools)").arg(text).arg(members.size());
    return text;
}

void addItem(QStandardItemModel *model, const QString &entry, const QString &detail) {
    auto *item =
        new QStandardItem(detail.isEmpty() ? entry : entry + QStringLiteral("  —  ") + detail);
    item->setData(entry, ChipListEditor::EntryRole);
    item->setToolTip(detail);
    model->appendRow(item);
}

} // namespace

QStandardItemModel *EntryCompletion::buildModel(const std::vector<core::PolicyTool> &tools,
                                                QObject *parent) {
    auto *model = new QStandardItemModel(parent);
    fill(model, tools);
    return model;
}

void EntryCompletion::fill(QStandardItemModel *model, const std::vector<core::PolicyTool> &tools) {
    model->clear();
    const core::ToolCatalog &catalog = core::ToolCatalog::builtin();
    QMap<QString, QString> sectionLabels;
    for (const core::CatalogSection &section : catalog.sections())
        sectionLabels.insert(fromStd(section.id), fromStd(section.label));

    addItem(model, QStringLiteral("*"), Tr::tr("every tool"));
    for (const core::CatalogTool &tool : catalog.tools()) {
        addItem(model, fromStd(tool.id),
                Tr::tr("%1 (%2)").arg(fromStd(tool.description),
                                      sectionLabels.value(fromStd(tool.section))));
    }
    for (const auto &[key, members] : catalog.groups())
        addItem(model, fromStd(key), preview(members));

    QMap<QString, std::vector<std::string>> byPlugin;
    QMap<QString, int> mcpServers;
    for (const core::PolicyTool &tool : tools) {
        if (tool.pluginId.empty())
            continue;
        byPlugin[fromStd(tool.pluginId)].push_back(tool.name);
        if (tool.pluginId == "bundle-mcp") {
            const auto split = tool.name.find("__");
            if (split != std::string::npos)
                ++mcpServers[fromStd(tool.name.substr(0, split))];
        }
    }
    std::vector<std::string> allPlugin;
    for (auto it = byPlugin.cbegin(); it != byPlugin.cend(); ++it)
        allPlugin.insert(allPlugin.end(), it->begin(), it->end());
    if (!allPlugin.empty())
        addItem(model, QStringLiteral("group:plugins"), preview(allPlugin));
    if (!byPlugin.contains(QStringLiteral("bundle-mcp")))
        addItem(model, QStringLiteral("bundle-mcp"), Tr::tr("every MCP server tool"));
    for (auto it = byPlugin.cbegin(); it != byPlugin.cend(); ++it) {
        const QString detail = it.key() == QLatin1String("bundle-mcp")
                                   ? Tr::tr("every MCP server tool: %1").arg(preview(it.value()))
                                   : Tr::tr("plugin: %1").arg(preview(it.value()));
        addItem(model, it.key(), detail);
    }
    for (auto it = mcpServers.cbegin(); it != mcpServers.cend(); ++it)
        addItem(model, it.key() + QStringLiteral("__*"),
                Tr::tr("all %n tool(s) of MCP server %1", nullptr, it.value()).arg(it.key()));
    for (const core::PolicyTool &tool : tools) {
        if (tool.pluginId.empty())
            continue;
        addItem(model, fromStd(tool.name),
                tool.pluginId == "bundle-mcp" ? Tr::tr("MCP tool")
                                              : Tr::tr("plugin %1").arg(fromStd(tool.pluginId)));
    }
}

} // namespace toolgate::ui
