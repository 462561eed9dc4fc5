// SPDX-License-Identifier: MIT
#pragma once

#include "config/keypath.h"
#include "util/json.h"

#include <QFrame>
#include <QMap>

#include <optional>

class QLabel;
class QVBoxLayout;

namespace toolgate::core {
class PolicyWorkspace;
struct PolicyScope;
} // namespace toolgate::core

namespace toolgate::ui {

class DocumentController;

// The safety settings of the Policy screen's selected scope, each with a one-line explanation
// and its lint findings: fs and apply_patch workspace limits, strict inline eval, safe bins,
// elevated mode (enabled, allowFrom) and, globally, web_fetch limits and SSRF policy. Every change
// is one undoable edit of the document, so it is in the diff and the config.patch like any other.
class SafetySettingsPanel final : public QFrame {
    Q_OBJECT

public:
    explicit SafetySettingsPanel(DocumentController *document, QWidget *parent = nullptr);

    // Global and agent scopes show their settings (agents have no web_fetch ones); other scopes
    // (and none) hide the panel.
    void setScope(const std::optional<core::PolicyScope> &scope);
    // The editor widget of a setting ("fs.workspaceOnly"), for tests; null when not built.
    QWidget *editor(const QString &key) const { return m_rows.value(key).editor; }

private:
    struct Row {
        QWidget *container = nullptr;
        QWidget *editor = nullptr;
        QLabel *name = nullptr;
        QLabel *help = nullptr;
        QLabel *lint = nullptr;
    };

    void build();
    void retranslate();
    void refresh();
    void edit(const QString &key, std::optional<core::Json> value);
    void showProblem(const QString &key, const QString &text);

    core::PolicyWorkspace *workspace() const;

    DocumentController *m_document;
    QLabel *m_title;
    QVBoxLayout *m_list;
    QMap<QString, Row> m_rows;
    QMap<QString, QLabel *> m_headings; // by parent key ("web.fetch")
    core::KeyPath m_tools;
    bool m_global = true;
    bool m_filling = false;
};

} // namespace toolgate::ui
