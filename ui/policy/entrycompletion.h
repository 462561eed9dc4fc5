// SPDX-License-Identifier: MIT
#pragma once

#include "policy/policycontext.h"

#include <vector>

class QObject;
class QStandardItemModel;

namespace toolgate::ui {

// What a policy list entry can be, for completion: "*", every tool of the run (core tools with
// their description and section), group:* with the tools they expand to, plugin ids, bundle-mcp
// and one glob per MCP server. Each item's ChipListEditor::EntryRole holds the text to insert.
class EntryCompletion final {
public:
    static QStandardItemModel *buildModel(const std::vector<core::PolicyTool> &tools,
                                          QObject *parent);
    // Fills an existing model again (the tool list changed).
    static void fill(QStandardItemModel *model, const std::vector<core::PolicyTool> &tools);
};

} // namespace toolgate::ui
