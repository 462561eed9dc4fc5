// SPDX-License-Identifier: MIT
#pragma once

#include "ui/shell/screen.h"
#include "util/json.h"

#include <QHash>
#include <QList>

class QComboBox;
class QGroupBox;
class QLabel;
class QPlainTextEdit;
class QSplitter;
class QTimer;

namespace toolgate::gateway {
struct ToolsCatalog;
}

namespace toolgate::ui {

class SchemaPane;

// A tool's parameter schema as each model provider receives it: the declared schema (picked from
// a tool whose schema is known, an example, or pasted) beside the OpenAI/Anthropic, Gemini and
// xAI copies, each with what it lost.
class SchemasScreen final : public Screen {
    Q_OBJECT

public:
    explicit SchemasScreen(const ScreenContext &context, QWidget *parent = nullptr);

    // Its name, title and subtitle: the navigation shows them before the screen is built.
    static const ScreenDescriptor kDescriptor;

    // A parameter schema known for a tool (e.g. from a plugin manifest); picking the tool shows it.
    void setToolSchema(const QString &toolId, const core::Json &schema);

    // 0 = OpenAI / Anthropic, 1 = Gemini, 2 = xAI.
    QList<SchemaPane *> panes() const { return m_panes; }
    QString statusText() const;
    QString schemaText() const;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void buildPickerRow();
    // The declared schema and the provider copies in one row, or in two rows of two.
    void arrangePanes(bool twoRows);
    void buildSchemaPanes();
    void connectSignals();
    void retranslate();
    void followGatewayCatalog();
    // The tools of a gateway's `tools.catalog` join the picker (its plugin tools too).
    void setGatewayCatalog(const toolgate::gateway::ToolsCatalog &catalog);
    // Shows `text` as the declared schema and compares it at once.
    void setSchemaText(const QString &text);
    void fillToolPicker();
    void toolPicked();
    // The picked tool's description line and the editor's placeholder, in the current language.
    void showToolInfo();
    void compare();

    QLabel *m_toolLabel = nullptr;
    QComboBox *m_tools;
    QLabel *m_exampleLabel = nullptr;
    QComboBox *m_examples;
    QLabel *m_toolInfo;
    QGroupBox *m_declared = nullptr; // the editor and its status
    QPlainTextEdit *m_editor;
    QLabel *m_status;
    QTimer *m_debounce;
    QList<SchemaPane *> m_panes;
    QSplitter *m_rows = nullptr; // two rows of panes (the second hidden when one row will do)
    QList<QWidget *> m_boxes;    // the declared schema's box, then each provider's
    bool m_twoRows = false;
    QHash<QString, core::Json> m_toolSchemas;
    QHash<QString, QString> m_gatewayTools; // id -> description
    QString m_noSchemaTool; // the picked tool has no known schema (the editor is empty)
};

} // namespace toolgate::ui
