// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QComboBox;
class QLabel;

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
    void setNote(const QString &text, bool problem = false);

    DocumentController *m_document;
    QComboBox *m_scope;
    QComboBox *m_mode;
    QComboBox *m_security;
    QComboBox *m_ask;
    QLabel *m_note;
    bool m_filling = false;
};

} // namespace toolgate::ui
