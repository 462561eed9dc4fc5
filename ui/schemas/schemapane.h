// SPDX-License-Identifier: MIT
#pragma once

#include "schema/providerschemaviews.h"
#include "ui/shell/theme.h"
#include "util/json.h"

#include <QHash>
#include <QWidget>

class QLabel;
class QListWidget;
class QTextEdit;

namespace toolgate::ui {

// One provider's copy of a schema: the JSON it receives (changed and added keys highlighted) and,
// below it, what it lost compared with the declared schema.
class SchemaPane final : public QWidget {
    Q_OBJECT

public:
    explicit SchemaPane(QWidget *parent = nullptr);

    // `baseline` (the OpenAI / Anthropic copy, for the other providers) adds what this provider
    // loses on top of the common normalisation: a union flattened into `properties` hides the
    // keywords Gemini drops from a plain diff against the declared schema.
    void setView(const core::ProviderSchemaView &view, const core::Json &declared,
                 const core::Json *baseline = nullptr);
    void clear();
    // No schema to compare: the pane still says which provider it is and why it is empty.
    void showEmpty(const QString &label, const QString &why);

    // The JSON text as shown (valid JSON, or the error when normalisation was refused).
    QString schemaText() const;
    QStringList lostPaths() const;
    QString heading() const;

private:
    void addLoss(const QString &text, const QString &path, Theme::Tone tone);
    // The JSON with its marked lines in the current theme's tints (again after a switch).
    void showJson();

    QLabel *m_title;
    QLabel *m_summary;
    QTextEdit *m_json;
    QLabel *m_lostTitle;
    QListWidget *m_lost;
    core::Json m_schema;
    QHash<QString, Theme::Tone> m_marks;
};

// Pretty JSON as HTML, two-space indent, with the lines at `highlighted` key paths marked.
QString schemaJsonHtml(const core::Json &value, const QHash<QString, QColor> &highlighted);

} // namespace toolgate::ui
