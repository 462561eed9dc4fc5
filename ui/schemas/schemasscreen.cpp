// SPDX-License-Identifier: MIT
#include "ui/schemas/schemasscreen.h"

#include "catalog/toolcatalog.h"
#include "gateway/configservice.h"
#include "schema/providerschemaviews.h"
#include "ui/document/gatewaytoolcatalog.h"
#include "ui/schemas/schemaexamples.h"
#include "ui/schemas/schemapane.h"
#include "ui/shell/languagechange.h"
#include "ui/shell/theme.h"
#include "util/jsonio.h"

#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

namespace toolgate::ui {

namespace {
constexpr int kToolIdRole = Qt::UserRole + 1;
} // namespace

const ScreenDescriptor SchemasScreen::kDescriptor{
    "schemasScreen", "toolgate::ui::SchemasScreen",
    QT_TRANSLATE_NOOP("toolgate::ui::SchemasScreen", "Schemas"),
    QT_TRANSLATE_NOOP("toolgate::ui::SchemasScreen",
                      "Tool parameter schemas as each model provider receives them.")};

SchemasScreen::SchemasScreen(const ScreenContext &context, QWidget *parent)
    : Screen(kDescriptor, context, parent)
    , m_tools(new QComboBox(this))
    , m_examples(new QComboBox(this))
    , m_toolInfo(new QLabel(this))
    , m_editor(new QPlainTextEdit(this))
    , m_status(new QLabel(this))
    , m_debounce(new QTimer(this)) {
    initHeader();
    buildPickerRow();
    buildSchemaPanes();
    connectSignals();
    setSchemaText(m_examples->itemData(1).toString());
    m_examples->setCurrentIndex(1);
    retranslateWith(this, [this] { retranslate(); });
    followGatewayCatalog();
}

void SchemasScreen::buildPickerRow() {
    // Picker row: a tool, or an example.
    auto *pickRow = new QHBoxLayout;
    m_toolLabel = new QLabel(this);
    m_toolLabel->setBuddy(m_tools);
    m_tools->setObjectName(QStringLiteral("schemaToolPicker"));
    m_tools->setMinimumContentsLength(28);
    m_tools->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_exampleLabel = new QLabel(this);
    m_exampleLabel->setBuddy(m_examples);
    m_examples->setObjectName(QStringLiteral("schemaExamplePicker"));
    m_examples->addItem(QString());
    for (const SchemaExample &example : schemaExamples())
        m_examples->addItem(example.title, example.json);
    pickRow->addWidget(m_toolLabel);
    pickRow->addWidget(m_tools, 2);
    pickRow->addSpacing(Theme::spacing() * 2);
    pickRow->addWidget(m_exampleLabel);
    pickRow->addWidget(m_examples, 1);
    pageLayout()->addLayout(pickRow);
    m_toolInfo->setObjectName(QStringLiteral("schemaToolInfo"));
    m_toolInfo->setWordWrap(true);
    pageLayout()->addWidget(m_toolInfo);
}

void SchemasScreen::buildSchemaPanes() {
    // The declared schema, then the three provider copies.
    m_declared = new QGroupBox(this);
    auto *declaredLayout = new QVBoxLayout(m_declared);
    QFont mono(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::Monospace);
    m_editor->setObjectName(QStringLiteral("schemaEditor"));
    m_editor->setFont(mono);
    m_editor->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_status->setObjectName(QStringLiteral("schemaStatus"));
    m_status->setWordWrap(true);
    declaredLayout->addWidget(m_editor, 1);
    declaredLayout->addWidget(m_status);

    // One row of four in a wide window; two rows of two in a narrow one (four in a row at
    // 1024 pixels left about 20 characters a line).
    m_rows = new QSplitter(Qt::Vertical, this);
    m_rows->setObjectName(QStringLiteral("schemaRows"));
    m_rows->setChildrenCollapsible(false);
    for (int row = 0; row < 2; ++row) {
        auto *splitter = new QSplitter(Qt::Horizontal, m_rows);
        splitter->setChildrenCollapsible(false);
        m_rows->addWidget(splitter);
    }
    m_boxes.append(m_declared);
    for (int i = 0; i < 3; ++i) {
        auto *box = new QGroupBox(this);
        auto *boxLayout = new QVBoxLayout(box);
        auto *pane = new SchemaPane(box);
        pane->setObjectName(QStringLiteral("schemaPane%1").arg(i));
        boxLayout->addWidget(pane);
        m_panes.append(pane);
        m_boxes.append(box);
    }
    arrangePanes(false);
    pageLayout()->addWidget(m_rows, 1);
}

void SchemasScreen::arrangePanes(bool twoRows) {
    auto *top = static_cast<QSplitter *>(m_rows->widget(0));
    auto *bottom = static_cast<QSplitter *>(m_rows->widget(1));
    for (int i = 0; i < m_boxes.size(); ++i)
        (twoRows && i >= 2 ? bottom : top)->addWidget(m_boxes.at(i));
    bottom->setVisible(twoRows);
    m_twoRows = twoRows;
}

void SchemasScreen::resizeEvent(QResizeEvent *event) {
    Screen::resizeEvent(event);
    constexpr int kTwoRowsBelow = 1100;
    if (const bool twoRows = width() < kTwoRowsBelow; twoRows != m_twoRows)
        arrangePanes(twoRows);
}

void SchemasScreen::connectSignals() {
    m_debounce->setSingleShot(true);
    m_debounce->setObjectName(QStringLiteral("schemaCompareDelay"));
    m_debounce->setInterval(150);
    connect(m_debounce, &QTimer::timeout, this, &SchemasScreen::compare);
    connect(m_editor, &QPlainTextEdit::textChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(m_tools, &QComboBox::activated, this, [this] { toolPicked(); });
    connect(m_examples, &QComboBox::activated, this, [this](int index) {
        if (index <= 0)
            return;
        // An example is nobody's tool: the tool picker lets go of its name.
        m_tools->setCurrentIndex(0);
        m_toolInfo->clear();
        m_noSchemaTool.clear();
        setSchemaText(m_examples->itemData(index).toString());
    });
}

void SchemasScreen::retranslate() {
    m_toolLabel->setText(tr("&Tool:"));
    m_exampleLabel->setText(tr("&Example:"));
    m_examples->setItemText(0, tr("Choose an example…"));
    m_declared->setTitle(tr("Declared schema (edit or paste)"));
    fillToolPicker();
    showToolInfo();
    compare();
}

void SchemasScreen::followGatewayCatalog() {
    // The open gateway's own tools (plugins too) join the picker, now and whenever it reports.
    if (const GatewayToolCatalog *catalog = context().toolCatalog) {
        const auto follow = [this, catalog] { setGatewayCatalog(catalog->catalog()); };
        connect(catalog, &GatewayToolCatalog::catalogChanged, this, follow);
        if (!catalog->connectionId().isEmpty())
            follow();
    }
}

void SchemasScreen::fillToolPicker() {
    const QString current = m_tools->currentData(kToolIdRole).toString();
    m_tools->clear();
    m_tools->addItem(tr("Choose a tool…"));
    for (const core::CatalogTool &tool : core::ToolCatalog::builtin().tools()) {
        const QString id = QString::fromStdString(tool.id);
        m_tools->addItem(tr("%1 (core)").arg(id));
        m_tools->setItemData(m_tools->count() - 1, id, kToolIdRole);
        m_tools->setItemData(m_tools->count() - 1, QString::fromStdString(tool.description),
                             Qt::ToolTipRole);
    }
    QStringList gatewayIds = m_gatewayTools.keys();
    gatewayIds.sort();
    for (const QString &id : gatewayIds) {
        if (core::ToolCatalog::builtin().isCoreToolId(id.toStdString()))
            continue;
        m_tools->addItem(tr("%1 (gateway)").arg(id));
        m_tools->setItemData(m_tools->count() - 1, id, kToolIdRole);
        m_tools->setItemData(m_tools->count() - 1, m_gatewayTools.value(id), Qt::ToolTipRole);
    }
    const int index = m_tools->findData(current, kToolIdRole);
    m_tools->setCurrentIndex(index < 0 ? 0 : index);
}

void SchemasScreen::setGatewayCatalog(const gateway::ToolsCatalog &catalog) {
    m_gatewayTools.clear();
    for (const gateway::ToolsCatalogGroup &group : catalog.groups) {
        for (const gateway::ToolsCatalogEntry &entry : group.tools)
            m_gatewayTools.insert(entry.id, entry.description);
    }
    fillToolPicker();
}

void SchemasScreen::setToolSchema(const QString &toolId, const core::Json &schema) {
    m_toolSchemas.insert(toolId, schema);
}

void SchemasScreen::toolPicked() {
    const QString id = m_tools->currentData(kToolIdRole).toString();
    m_noSchemaTool.clear();
    if (id.isEmpty()) {
        m_toolInfo->clear();
        return;
    }
    const auto known = m_toolSchemas.constFind(id);
    if (known != m_toolSchemas.constEnd()) {
        setSchemaText(QString::fromStdString(known->dump(2)));
        m_examples->setCurrentIndex(0);
    } else {
        m_noSchemaTool = id;
        m_examples->setCurrentIndex(0);
        setSchemaText(QString());
    }
    showToolInfo();
}

void SchemasScreen::showToolInfo() {
    m_editor->setPlaceholderText(
        m_noSchemaTool.isEmpty()
            ? tr("Paste a tool's JSON parameter schema here.")
            : tr("No parameter schema is known for %1. Paste its JSON schema here.")
                  .arg(m_noSchemaTool));
    const QString id = m_tools->currentData(kToolIdRole).toString();
    if (id.isEmpty())
        return;
    const QString description = m_tools->currentData(Qt::ToolTipRole).toString();
    QString info =
        description.isEmpty()
            ? QStringLiteral("<b>%1</b>").arg(id.toHtmlEscaped())
            : QStringLiteral("<b>%1</b> — %2").arg(id.toHtmlEscaped(), description.toHtmlEscaped());
    // No schema known: say so, never show the previous example under this tool's name.
    if (!m_noSchemaTool.isEmpty())
        info += QStringLiteral("<br>") +
                tr("Neither the catalog nor tools.catalog carries parameter schemas: paste this "
                   "tool's schema into the editor to compare it.")
                    .toHtmlEscaped();
    m_toolInfo->setText(info);
}

void SchemasScreen::setSchemaText(const QString &text) {
    m_editor->setPlainText(text);
    m_debounce->stop();
    compare();
}

QString SchemasScreen::schemaText() const {
    return m_editor->toPlainText();
}

QString SchemasScreen::statusText() const {
    return m_status->text();
}

void SchemasScreen::compare() {
    const QString text = m_editor->toPlainText();
    if (text.trimmed().isEmpty()) {
        Theme::setTone(m_status, Theme::Tone::Secondary);
        const QString why =
            m_noSchemaTool.isEmpty()
                ? tr("Paste a tool's JSON schema or pick an example to see what this provider "
                     "receives.")
                : tr("Toolgate has no schema for %1: OpenClaw builds a core tool's parameters "
                     "when it runs. Paste the schema (from a gateway log or the tool's source) "
                     "to compare it.")
                      .arg(m_noSchemaTool);
        const QStringList labels = core::providerSchemaViewLabels();
        for (qsizetype i = 0; i < m_panes.size(); ++i)
            m_panes[i]->showEmpty(labels.value(i), why);
        m_status->setText(m_noSchemaTool.isEmpty()
                              ? tr("No schema yet.")
                              : tr("No schema for %1: nothing to compare until you paste one.")
                                    .arg(m_noSchemaTool));
        return;
    }
    core::Result<core::Json> parsed = core::parseJson(text.toUtf8(), QStringLiteral("schema"));
    if (!parsed) {
        m_status->setText(tr("Not valid JSON: %1").arg(parsed.error().message));
        Theme::setTone(m_status, Theme::Tone::Danger);
        return;
    }
    Theme::setTone(m_status, Theme::Tone::Secondary);
    const core::Json &schema = parsed.value();
    const core::ProviderSchemaViews views = core::buildProviderSchemaViews(schema);
    m_panes[0]->setView(views.openAiAnthropic, schema);
    const core::Json *baseline =
        views.openAiAnthropic.error.isEmpty() ? &views.openAiAnthropic.schema : nullptr;
    m_panes[1]->setView(views.gemini, schema, baseline);
    m_panes[2]->setView(views.xai, schema, baseline);
    m_status->setText(tr("Compared. Amber: changed for that provider; blue: added; the list under "
                         "each copy names what it lost."));
}

} // namespace toolgate::ui
