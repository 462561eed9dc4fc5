// SPDX-License-Identifier: MIT
#include "ui/policy/policyscreen.h"

#include "catalog/toolcatalog.h"
#include "catalog/toolname.h"
#include "config/configvalidator.h"
#include "models/policyworkspace.h"
#include "models/scopetreemodel.h"
#include "policy/globpattern.h"
#include "ui/document/documentcontroller.h"
#include "ui/policy/chiplisteditor.h"
#include "ui/policy/entrycompletion.h"
#include "ui/policy/policyscopeactions.h"
#include "ui/policy/safetysettingspanel.h"
#include "ui/policy/scopedelegate.h"
#include "ui/shell/actionregistry.h"
#include "ui/shell/errortext.h"
#include "ui/shell/languagechange.h"
#include "ui/shell/theme.h"
#include "ui/shell/themechange.h"
#include "ui/widgets/emptystate.h"
#include "ui/widgets/focusedcombobox.h"

#include <QComboBox>
#include <QFrame>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardItemModel>
#include <QStyledItemDelegate>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace toolgate::ui {

namespace {

QString severityText(core::FindingSeverity severity) {
    switch (severity) {
    case core::FindingSeverity::Error:
        return PolicyScreen::tr("Error");
    case core::FindingSeverity::Warning:
        return PolicyScreen::tr("Warning");
    case core::FindingSeverity::Info:
        break;
    }
    return PolicyScreen::tr("Note");
}

// One finding: severity and where, then the sentence; `detail` is core's precise (searchable,
// English) words under it, when they differ.
QLabel *findingLine(core::FindingSeverity severity, const QString &where, const QString &text,
                    const QString &detail = {}) {
    auto *label = new QLabel;
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    const Theme::Tone tone = severity == core::FindingSeverity::Error     ? Theme::Tone::Danger
                             : severity == core::FindingSeverity::Warning ? Theme::Tone::Warning
                                                                          : Theme::Tone::Accent;
    recolourWith(label, [=] {
        label->setText(
            QStringLiteral("<span style='color:%1;font-weight:600'>%2</span>"
                           "&nbsp;&nbsp;<span style='color:%3'>%4</span><br>%5%6")
                .arg(Theme::tone(tone).name(), severityText(severity),
                     Theme::textSecondary().name(), where.toHtmlEscaped(), text.toHtmlEscaped(),
                     detail.isEmpty() || detail == text
                         ? QString()
                         : QStringLiteral("<br><span style='color:%1'>%2</span>")
                               .arg(Theme::textSecondary().name(), detail.toHtmlEscaped())));
    });
    label->setObjectName(QStringLiteral("findingLine"));
    label->setProperty("severity", static_cast<int>(severity));
    return label;
}

// Every entry of a built-in profile, one per line (empty for none or an unknown id).
QString profileMembers(const QString &id) {
    const std::vector<std::string> *members =
        id.isEmpty() ? nullptr : core::ToolCatalog::builtin().profile(id.toStdString());
    if (!members)
        return {};
    QStringList lines;
    for (const std::string &member : *members)
        lines << QString::fromStdString(member);
    return lines.join(QLatin1Char('\n'));
}

// What a profile lets through, from the built-in catalog, as whole sentences.
QString profileDescription(const QString &id) {
    if (id.isEmpty())
        return PolicyScreen::tr("No profile: this layer lets every tool through, and the lists "
                                "below decide.");
    const std::vector<std::string> *members =
        core::ToolCatalog::builtin().profile(id.toStdString());
    if (!members)
        return PolicyScreen::tr("OpenClaw does not know this profile and rejects the config.");
    QStringList names;
    bool mcp = false;
    for (const std::string &member : *members) {
        if (member == "*")
            return PolicyScreen::tr("Grants every tool, plugin and MCP tools included.");
        if (member == "bundle-mcp")
            mcp = true;
        else
            names << QString::fromStdString(member);
    }
    // A long list is cut to its first few names; the tooltip has all of them.
    constexpr int kShown = 8;
    const int count = static_cast<int>(names.size());
    const QString shown = names.mid(0, kShown).join(QStringLiteral(", "));
    if (count > kShown)
        return mcp ? PolicyScreen::tr("Grants %n core tools, among them %1, and every MCP tool.",
                                      nullptr, count)
                         .arg(shown)
                   : PolicyScreen::tr("Grants %n core tools, among them %1.", nullptr, count)
                         .arg(shown);
    return mcp ? PolicyScreen::tr("Grants %n core tool(s): %1, and every MCP tool.", nullptr, count)
                     .arg(shown)
               : PolicyScreen::tr("Grants %n core tool(s): %1.", nullptr, count).arg(shown);
}

} // namespace

const ScreenDescriptor PolicyScreen::kDescriptor{
    "policyScreen", "toolgate::ui::PolicyScreen",
    QT_TRANSLATE_NOOP("toolgate::ui::PolicyScreen", "Policy"),
    QT_TRANSLATE_NOOP("toolgate::ui::PolicyScreen",
                      "Profiles and allow/deny lists, scope by scope.")};

PolicyScreen::PolicyScreen(const ScreenContext &context, QWidget *parent)
    : Screen(kDescriptor, context, parent)
    , m_pages(new QStackedWidget(this))
    , m_emptyState(new EmptyState)
    , m_tree(new QTreeView)
    , m_model(new core::ScopeTreeModel(context.workspace, this))
    , m_completion(EntryCompletion::buildModel(context.workspace->tools(), this))
    , m_scopeTitle(new QLabel)
    , m_scopeNote(new QLabel)
    , m_profile(new FocusedComboBox)
    , m_profileLabel(new QLabel)
    , m_profileHelp(new QLabel)
    , m_findingsBox(new QFrame)
    , m_findingsLayout(new QVBoxLayout(m_findingsBox)) {
    initHeader();
    buildEmptyState();
    buildScopeTree();
    buildScopeEditor();
    buildPages();
    connectScopeTree();
    connectScopeEditor();
    connectDocument();
    retranslateWith(this, [this] { retranslate(); });
}

void PolicyScreen::buildEmptyState() {
    if (QAction *open = context().actions->action(QStringLiteral("file.open")))
        m_emptyState->addActionButton(open, true);
    // Only a console with gateways offers their live config.
    QAction *openGateway = context().actions->action(QStringLiteral("file.openGateway"));
    if (openGateway && context().connections)
        m_emptyState->addActionButton(openGateway);
    if (QAction *demo = context().actions->action(QStringLiteral("demo.start")))
        m_emptyState->addActionButton(demo);
}

void PolicyScreen::buildScopeTree() {
    m_tree->setObjectName(QStringLiteral("scopeTree"));
    m_tree->setModel(m_model);
    m_tree->setItemDelegate(new ScopeDelegate(m_tree));
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(false);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_tree->setMinimumWidth(240);
    m_tree->expandAll();
    m_tree->setContextMenuPolicy(Qt::CustomContextMenu);

    // Adding and removing scopes: a visible button row above the tree, the context menu, Delete.
    m_scopeActions = new PolicyScopeActions(context().document, this);
    m_tree->addAction(m_scopeActions->removeAction());
    m_addScopeButton = new QToolButton;
    m_addScopeButton->setObjectName(QStringLiteral("addScopeButton"));
    m_addScopeButton->setMenu(m_scopeActions->addMenu());
    m_addScopeButton->setPopupMode(QToolButton::InstantPopup);
    m_addScopeButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto *removeButton = new QToolButton;
    removeButton->setObjectName(QStringLiteral("removeScopeButton"));
    removeButton->setDefaultAction(m_scopeActions->removeAction());
    auto *treeButtons = new QHBoxLayout;
    treeButtons->setContentsMargins(0, 0, 0, 0);
    treeButtons->addWidget(m_addScopeButton);
    treeButtons->addWidget(removeButton);
    treeButtons->addStretch(1);
    m_treePane = new QWidget;
    auto *treeLayout = new QVBoxLayout(m_treePane);
    treeLayout->setContentsMargins(0, 0, 0, 0);
    treeLayout->setSpacing(6);
    treeLayout->addLayout(treeButtons);
    treeLayout->addWidget(m_tree, 1);
}

void PolicyScreen::buildScopeEditor() {
    // Right: the editor for the selected scope.
    m_scopeEditor = new QWidget;
    m_scopeEditor->setObjectName(QStringLiteral("scopeEditor"));
    QHBoxLayout *titleRow = buildTitleRow();

    m_findingsBox->setObjectName(QStringLiteral("findingsBox"));
    m_findingsLayout->setContentsMargins(12, 10, 12, 10);
    m_findingsLayout->setSpacing(6);

    QFrame *card = buildListsCard();

    auto *editorLayout = new QVBoxLayout(m_scopeEditor);
    editorLayout->setContentsMargins(4, 0, 8, 0);
    editorLayout->setSpacing(10);
    editorLayout->addLayout(titleRow);
    // Findings go below the form: one appearing while the admin types must not move the list
    // under the cursor.
    editorLayout->addWidget(card);
    m_safety = new SafetySettingsPanel(context().document);
    editorLayout->addWidget(m_safety);
    editorLayout->addWidget(m_findingsBox);
    editorLayout->addStretch(1);
}

QHBoxLayout *PolicyScreen::buildTitleRow() {
    m_scopeTitle->setObjectName(QStringLiteral("scopeTitle"));
    m_scopeTitle->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont titleFont = m_scopeTitle->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.2);
    titleFont.setWeight(QFont::DemiBold);
    m_scopeTitle->setFont(titleFont);
    m_scopeNote->setObjectName(QStringLiteral("scopeNote"));
    m_findingsJump = new QPushButton;
    m_findingsJump->setObjectName(QStringLiteral("findingsJump"));
    m_findingsJump->setFlat(true);
    m_findingsJump->setCursor(Qt::PointingHandCursor);
    // Its room is kept while hidden: a finding appearing must not move the form.
    QSizePolicy keepRoom = m_findingsJump->sizePolicy();
    keepRoom.setRetainSizeWhenHidden(true);
    m_findingsJump->setSizePolicy(keepRoom);
    m_findingsJump->hide();
    connect(m_findingsJump, &QPushButton::clicked, this, [this] {
        if (m_editorScroll)
            m_editorScroll->ensureWidgetVisible(m_findingsBox);
    });
    auto *titleRow = new QHBoxLayout;
    titleRow->addWidget(m_scopeTitle);
    titleRow->addSpacing(12);
    titleRow->addWidget(m_scopeNote, 1, Qt::AlignBottom);
    titleRow->addWidget(m_findingsJump, 0, Qt::AlignBottom);
    return titleRow;
}

QFrame *PolicyScreen::buildListsCard() {
    m_profile->setObjectName(QStringLiteral("profileCombo"));
    m_profile->addItem(QString(), QString());
    for (const QString &id : core::knownProfileIds())
        m_profile->addItem(id, id);
    m_profile->setMinimumWidth(200);
    auto *profileRow = new QHBoxLayout;
    m_profileLabel->setObjectName(QStringLiteral("listTitle"));
    m_profileLabel->setMinimumWidth(90);
    profileRow->addWidget(m_profileLabel);
    profileRow->addWidget(m_profile);
    profileRow->addStretch(1);
    // What the chosen profile grants; two lines reserved so the lists below stay put.
    m_profileHelp->setObjectName(QStringLiteral("profileHelp"));
    m_profileHelp->setWordWrap(true);
    m_profileHelp->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_profileHelp->setMinimumHeight(2 * m_profileHelp->fontMetrics().lineSpacing());
    auto *profileHelpRow = new QHBoxLayout;
    profileHelpRow->addSpacing(m_profileLabel->minimumWidth() + 6);
    profileHelpRow->addWidget(m_profileHelp, 1);

    auto *card = new QFrame;
    card->setObjectName(QStringLiteral("card"));
    auto *cardLayout = new QVBoxLayout(card);
    cardLayout->setContentsMargins(18, 16, 18, 18);
    cardLayout->setSpacing(16);
    cardLayout->addLayout(profileRow);
    cardLayout->addLayout(profileHelpRow);

    struct ListSpec {
        core::ListField field;
        const char *name;
    };
    const ListSpec specs[] = {
        {core::ListField::Allow, "allowEditor"},
        {core::ListField::AlsoAllow, "alsoAllowEditor"},
        {core::ListField::Deny, "denyEditor"},
    };
    for (const ListSpec &spec : specs) {
        auto *list = new ChipListEditor;
        list->setObjectName(QLatin1String(spec.name));
        list->setCompletionModel(m_completion);
        m_lists.insert(spec.field, list);
        cardLayout->addWidget(list);
    }
    return card;
}

void PolicyScreen::buildPages() {
    auto *scroll = new QScrollArea;
    m_editorScroll = scroll;
    scroll->setWidget(m_scopeEditor);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);

    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->setObjectName(QStringLiteral("policySplitter"));
    splitter->addWidget(m_treePane);
    splitter->addWidget(scroll);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({300, 800});
    splitter->setChildrenCollapsible(false);

    m_pages->addWidget(m_emptyState);
    m_pages->addWidget(splitter);
    pageLayout()->addWidget(m_pages, 1);
}

void PolicyScreen::connectScopeTree() {
    connect(m_tree, &QWidget::customContextMenuRequested, this, [this](const QPoint &at) {
        QMenu menu;
        m_scopeActions->fillContextMenu(&menu);
        menu.exec(m_tree->viewport()->mapToGlobal(at));
    });
    connect(m_scopeActions, &PolicyScopeActions::scopeAdded, this,
            [this](const core::KeyPath &path) { selectScope(path); });
    connect(m_scopeActions, &PolicyScopeActions::scopeRemoved, this,
            [this](const core::KeyPath &owner) {
                if (!selectScope(owner))
                    selectScope(core::KeyPath{"tools"});
            });
}

void PolicyScreen::connectScopeEditor() {
    connect(m_profile, &QComboBox::currentIndexChanged, this, &PolicyScreen::editProfile);
    for (auto it = m_lists.cbegin(); it != m_lists.cend(); ++it) {
        const core::ListField field = it.key();
        connect(it.value(), &ChipListEditor::entryAdded, this,
                [this, field](const QString &entry) { addEntry(field, entry); });
        connect(it.value(), &ChipListEditor::entryRemoved, this,
                [this, field](const QString &entry) { removeEntry(field, entry); });
    }
}

void PolicyScreen::connectDocument() {
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &PolicyScreen::showScope);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_tree->expandAll();
        if (!selectScope(m_currentPath))
            selectScope(core::KeyPath{"tools"});
    });
    connect(context().workspace, &core::PolicyWorkspace::evaluated, this, &PolicyScreen::refresh);
    connect(context().workspace, &core::PolicyWorkspace::toolsChanged, this,
            [this] { EntryCompletion::fill(m_completion, context().workspace->tools()); });
    connect(context().document, &DocumentController::documentOpened, this, [this] {
        selectScope(core::KeyPath{"tools"});
        refresh();
    });
    connect(context().document, &DocumentController::documentClosed, this, &PolicyScreen::refresh);
}

void PolicyScreen::retranslate() {
    m_emptyState->setTitle(tr("Open a configuration to edit its tool policy"));
    m_emptyState->setBody(
        tr("The config appears as a tree of scopes — global tools, providers, agents, senders, "
           "channel groups, sandbox and subagents. For each scope you edit the profile and the "
           "allow, alsoAllow and deny lists, and see lint findings beside the entries they "
           "concern."));
    m_emptyState->setHints({tr("Open an openclaw.json (JSON or JSON5) with File > Open."),
                            tr("Or connect to a gateway to edit its live config.")});
    m_addScopeButton->setText(tr("Add scope"));
    m_addScopeButton->setToolTip(tr("Add an agent, a byProvider entry, a toolsBySender key, "
                                    "sandbox or subagent tools"));
    m_profileLabel->setText(tr("Profile"));
    m_profile->setItemText(0, tr("(no profile)"));
    m_lists.value(core::ListField::Allow)->setTitle(tr("allow"));
    m_lists.value(core::ListField::Allow)
        ->setHint(tr("Only these pass this layer. Empty or absent: everything passes."));
    m_lists.value(core::ListField::AlsoAllow)->setTitle(tr("alsoAllow"));
    m_lists.value(core::ListField::AlsoAllow)
        ->setHint(tr("Added to the profile's list (or to “everything” when there is no "
                     "allow)."));
    m_lists.value(core::ListField::Deny)->setTitle(tr("deny"));
    m_lists.value(core::ListField::Deny)
        ->setHint(tr("Removed here, whatever the allow lists say."));
    EntryCompletion::fill(m_completion, context().workspace->tools());
    refresh();
}

bool PolicyScreen::selectScope(const core::KeyPath &path) {
    const QModelIndex index = m_model->indexOfPath(path);
    if (!index.isValid())
        return false;
    m_tree->setCurrentIndex(index);
    m_tree->scrollTo(index);
    return true;
}

void PolicyScreen::refresh() {
    if (!context().document->hasDocument()) {
        m_pages->setCurrentIndex(0);
        return;
    }
    m_pages->setCurrentIndex(1);
    if (!m_tree->currentIndex().isValid())
        selectScope(core::KeyPath{"tools"});
    showScope();
}

void PolicyScreen::showScope() {
    const core::PolicyScope *scope = m_model->scope(m_tree->currentIndex());
    m_updating = true;
    updateScopeActions();
    if (!scope) {
        m_scopeTitle->setText(m_tree->currentIndex().data().toString());
        m_scopeNote->setText(tr("Select a scope to edit its lists."));
        for (ChipListEditor *list : std::as_const(m_lists))
            list->setVisible(false);
        m_profile->setVisible(false);
        m_profileLabel->setVisible(false);
        m_profileHelp->setVisible(false);
        m_safety->setScope(std::nullopt);
        showFindings(nullptr);
        m_updating = false;
        return;
    }
    m_currentPath = scope->path;
    m_scopeTitle->setText(scope->path.toString());
    m_scopeNote->setText(scope->exists ? QString()
                                       : tr("Not in the file yet: the first edit creates it."));

    const bool profile = scope->acceptsProfile();
    m_profile->setVisible(profile);
    m_profileLabel->setVisible(profile);
    m_profileHelp->setVisible(profile);
    const int profileIndex = m_profile->findData(scope->profile.value_or(QString()));
    m_profile->setCurrentIndex(profileIndex >= 0 ? profileIndex : 0);
    m_profileHelp->setText(profileDescription(scope->profile.value_or(QString())));
    m_profileHelp->setToolTip(profileMembers(scope->profile.value_or(QString())));

    for (auto it = m_lists.cbegin(); it != m_lists.cend(); ++it) {
        ChipListEditor *list = it.value();
        list->setVisible(scope->acceptsLists());
        const QStringList entries = scope->list(it.key()).value_or(QStringList());
        list->setEntries(entries);
        for (const QString &entry : entries) {
            const QString problem = entryProblem(entry);
            if (!problem.isEmpty())
                list->setEntryProblem(entry, problem);
        }
    }
    m_safety->setScope(*scope);
    showFindings(scope);
    m_updating = false;
}

void PolicyScreen::updateScopeActions() {
    const QModelIndex current = m_tree->currentIndex();
    const core::PolicyScope *scope = m_model->scope(current);
    const core::PolicyScope *owner = scope;
    if (scope && scope->kind != core::ScopeKind::Global && scope->kind != core::ScopeKind::Agent &&
        scope->kind != core::ScopeKind::ChannelGroup)
        owner = m_model->scope(current.parent());
    auto copy = [](const core::PolicyScope *s) {
        return s ? std::optional<core::PolicyScope>(*s) : std::nullopt;
    };
    m_scopeActions->setSelection(copy(scope), copy(owner));
}

void PolicyScreen::showFindings(const core::PolicyScope *scope) {
    while (QLayoutItem *item = m_findingsLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    if (scope) {
        addScopeFindings(*scope);
        if (scope->kind == core::ScopeKind::Global)
            addMigrations();
    }
    // What the pipeline context reports right now (unknown entries, the allowlist guard).
    const core::PolicyTrace &trace = context().workspace->trace();
    for (const std::string &warning : trace.warnings)
        m_findingsLayout->addWidget(findingLine(core::FindingSeverity::Warning,
                                                tr("pipeline context"),
                                                QString::fromStdString(warning)));
    if (trace.guardError)
        m_findingsLayout->addWidget(findingLine(core::FindingSeverity::Error,
                                                tr("pipeline context"),
                                                QString::fromStdString(*trace.guardError)));
    // The layout was emptied above: every item in it now is a line or a migration.
    m_findingsBox->setVisible(m_findingsLayout->count() > 0);
    updateFindingsJump();
}

void PolicyScreen::updateFindingsJump() {
    int errors = 0;
    int others = 0;
    for (const QLabel *line : m_findingsBox->findChildren<QLabel *>(QStringLiteral("findingLine")))
        ++(line->property("severity").toInt() == static_cast<int>(core::FindingSeverity::Error)
               ? errors
               : others);
    m_findingsJump->setVisible(errors + others > 0);
    const QString text = errors > 0 && others > 0
                             ? tr("%n error(s)", nullptr, errors) + QStringLiteral(" · ") +
                                   tr("%n other finding(s)", nullptr, others)
                         : errors > 0 ? tr("%n error(s)", nullptr, errors)
                                      : tr("%n finding(s)", nullptr, others);
    m_findingsJump->setText(text + QStringLiteral(" ↓"));
    m_findingsJump->setToolTip(tr("Show this scope's findings, below its settings"));
    Theme::setTone(m_findingsJump, errors > 0 ? Theme::Tone::Danger : Theme::Tone::Warning);
}

void PolicyScreen::addScopeFindings(const core::PolicyScope &scope) {
    // Each finding is shown on the deepest listed scope that contains it; findings outside
    // every listed scope (agents.list, agents.ownership, ...) surface on the global scope.
    core::PolicyWorkspace *workspace = context().workspace;
    const QList<core::PolicyScope> scopes = workspace->document().scopes();
    for (const core::ConfigFinding &finding : workspace->findings()) {
        core::KeyPath owner{"tools"};
        qsizetype best = -1;
        for (const core::PolicyScope &other : scopes) {
            if (other.path.size() > best && finding.path.startsWith(other.path) &&
                m_model->indexOfPath(other.path).isValid()) {
                owner = other.path;
                best = other.path.size();
            }
        }
        if (owner == scope.path)
            m_findingsLayout->addWidget(findingLine(finding.severity, finding.path.toString(),
                                                    ErrorText::forFinding(finding),
                                                    finding.message));
    }
}

void PolicyScreen::addMigrations() {
    for (const core::ConfigMigration &migration : context().workspace->migrations()) {
        auto *row = new QWidget;
        auto *layout = new QHBoxLayout(row);
        layout->setContentsMargins(0, 4, 0, 0);
        auto *text = new QLabel(migration.title + QLatin1Char('\n') +
                                migration.details.join(QLatin1Char('\n')));
        text->setWordWrap(true);
        auto *apply = new QPushButton(tr("Migrate"));
        apply->setObjectName(QStringLiteral("migrateButton"));
        apply->setToolTip(tr("Apply this migration as one undoable edit"));
        const core::ConfigMigration copy = migration;
        connect(apply, &QPushButton::clicked, this, [this, copy] {
            core::Result<QList<core::ConfigEdit>> edits = context().workspace->applyMigration(copy);
            if (edits)
                context().document->pushEdits(edits.value(), copy.title);
        });
        layout->addWidget(text, 1);
        layout->addWidget(apply, 0, Qt::AlignTop);
        m_findingsLayout->addWidget(row);
    }
}

QString PolicyScreen::entryProblem(const QString &entry) const {
    // An entry that matches nothing in the current tool list is dead weight (OpenClaw #137470).
    const core::PolicyWorkspace *workspace = context().workspace;
    const std::string normalized = core::normalizeToolName(entry.toStdString());
    if (normalized.empty())
        return tr("Blank entries are ignored.");
    if (normalized == "*")
        return {};
    const core::ToolCatalog &catalog = core::ToolCatalog::builtin();
    if (const auto *members = catalog.group(normalized)) {
        for (const std::string &member : *members) {
            if (workspace->engine().toolIndex(member) >= 0)
                return {};
        }
        return tr("None of this group's tools is in the current tool list.");
    }
    for (const core::PolicyTool &tool : workspace->tools()) {
        if (tool.pluginId == normalized ||
            (normalized == "group:plugins" && !tool.pluginId.empty()))
            return {};
    }
    if (normalized == "update_plan" || normalized == "canvas")
        return {};
    const std::optional<core::GlobPattern> pattern = core::GlobPattern::compile(normalized);
    if (pattern) {
        for (const core::PolicyTool &tool : workspace->tools()) {
            if (pattern->matches(core::normalizeToolName(tool.name)))
                return {};
        }
    }
    if (catalog.isCoreToolId(normalized))
        return tr("A core tool, but not in the current tool list.");
    return tr("Matches no tool in the current tool list.");
}

void PolicyScreen::editProfile(int index) {
    if (m_updating)
        return;
    const core::PolicyScope *scope = m_model->scope(m_tree->currentIndex());
    if (!scope)
        return;
    const QString profile = m_profile->itemData(index).toString();
    if (profile == scope->profile.value_or(QString()))
        return;
    const core::KeyPath path = scope->path;
    core::Result<core::ConfigEdit> edit = context().workspace->setProfile(path, profile);
    if (edit)
        context().document->pushEdits(
            {edit.value()}, profile.isEmpty()
                                ? tr("Remove profile from %1").arg(path.toString())
                                : tr("Set profile %1 on %2").arg(profile, path.toString()));
}

void PolicyScreen::addEntry(core::ListField field, const QString &entry) {
    const core::PolicyScope *scope = m_model->scope(m_tree->currentIndex());
    if (!scope)
        return;
    const core::KeyPath path = scope->path;
    core::Result<core::ConfigEdit> edit = context().workspace->addListEntry(path, field, entry);
    if (edit && !edit->isNoop())
        context().document->pushEdits(
            {edit.value()},
            tr("Add %1 to %2.%3").arg(entry, path.toString(), core::listFieldKey(field)));
}

void PolicyScreen::removeEntry(core::ListField field, const QString &entry) {
    const core::PolicyScope *scope = m_model->scope(m_tree->currentIndex());
    if (!scope)
        return;
    const core::KeyPath path = scope->path;
    core::Result<core::ConfigEdit> edit = context().workspace->removeListEntry(path, field, entry);
    if (edit)
        context().document->pushEdits(
            {edit.value()},
            tr("Remove %1 from %2.%3").arg(entry, path.toString(), core::listFieldKey(field)));
}

} // namespace toolgate::ui
