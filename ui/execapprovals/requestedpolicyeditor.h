// SPDX-License-Identifier: MIT
#pragma once

#include "util/result.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;

namespace toolgate::core {
class KeyPath;
struct ExecPolicyChange;
} // namespace toolgate::core

namespace toolgate::ui {

class DocumentController;

// The requested side of one scope's exec policy (`tools.exec` or an agent's), edited in the open
// config document: `mode`, or the legacy `security`/`ask`. Every change is one undoable edit of
// the document, so it shows up in the diff and goes out with the same config.patch as any other
// edit. OpenClaw refuses mode next to security/ask in one object: choosing one side removes the
// other in the same edit and says so. Disabled, with the reason, while no config is open.
class RequestedPolicyEditor final : public QWidget {
    Q_OBJECT

public:
    explicit RequestedPolicyEditor(DocumentController *document, QWidget *parent = nullptr);

    // Re-reads scopes and values from the document (after any edit, open or close).
    void refresh();

private:
    void editMode();
    void editLegacy(const QString &key, QComboBox *combo);
    // The exec object of the chosen scope, while an edit may be made (not while filling).
    std::optional<core::KeyPath> editedObject() const;
    // Applies `change` as one undoable step named `text`; false (the problem shown) if it failed.
    bool pushChange(const core::Result<core::ExecPolicyChange> &change, const QString &text);
    void setNote(const QString &text, bool problem = false);
    void setEditNote(const QString &text);

    DocumentController *m_document;
    QComboBox *m_scope;
    QComboBox *m_mode;
    QComboBox *m_security;
    QComboBox *m_ask;
    QLabel *m_note;
    bool m_filling = false;
};

} // namespace toolgate::ui
