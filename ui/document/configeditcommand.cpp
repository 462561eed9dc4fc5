// SPDX-License-Identifier: MIT
#include "ui/document/configeditcommand.h"

#include "models/policyworkspace.h"

#include <QDebug>

namespace toolgate::ui {

ConfigEditCommand::ConfigEditCommand(core::PolicyWorkspace *workspace,
                                     QList<core::ConfigEdit> edits, const QString &text)
    : QUndoCommand(text)
    , m_workspace(workspace)
    , m_edits(std::move(edits)) {}

void ConfigEditCommand::undo() {
    // An edit's inverse applies to the state the edit produced, which undo order guarantees; a
    // failure would be a bug in ConfigEdit, so it is logged rather than shown.
    for (auto it = m_edits.crbegin(); it != m_edits.crend(); ++it)
        if (const core::Status undone = m_workspace->apply(it->inverted()); !undone)
            qWarning().noquote() << "undo:" << undone.error().toString();
    m_applied = false;
}

void ConfigEditCommand::redo() {
    if (m_applied)
        return;
    for (const core::ConfigEdit &edit : std::as_const(m_edits))
        if (const core::Status redone = m_workspace->apply(edit); !redone)
            qWarning().noquote() << "redo:" << redone.error().toString();
    m_applied = true;
}

} // namespace toolgate::ui
