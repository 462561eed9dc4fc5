// SPDX-License-Identifier: MIT
#include "ui/policy/safetysettingspanel.h"

#include "config/policyscope.h"
#include "config/safetysettings.h"
#include "models/policyworkspace.h"
#include "ui/document/documentcontroller.h"
#include "ui/policy/chiplisteditor.h"
#include "ui/shell/errortext.h"
#include "ui/shell/languagechange.h"
#include "ui/shell/theme.h"
#include "ui/shell/themechange.h"
#include "ui/widgets/focusedcombobox.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QIntValidator>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace toolgate::ui {

namespace {

using Kind = core::SafetyValueKind;

QStringList currentList(const core::Json *v) {
    QStringList out;
    if (v && v->is_array())
        for (const core::Json &e : *v)
            if (e.is_string())
                out << QString::fromStdString(e.get<std::string>());
    return out;
}

std::optional<core::Json> listValue(const QStringList &entries) {
    if (entries.isEmpty())
        return std::nullopt;
    core::Json list = core::Json::array();
    for (const QString &e : entries)
        list.push_back(e.toStdString());
    return list;
}

} // namespace

SafetySettingsPanel::SafetySettingsPanel(DocumentController *document, QWidget *parent)
    : QFrame(parent)
    , m_document(document)
    , m_title(new QLabel(this))
    , m_list(new QVBoxLayout) {
    setObjectName(QStringLiteral("card")); // styled like the lists card above it
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(18, 14, 18, 14);
    QFont bold = m_title->font();
    bold.setWeight(QFont::DemiBold);
    m_title->setFont(bold);
    layout->addWidget(m_title);
    m_list->setSpacing(4);
    layout->addLayout(m_list);
    build();
    retranslateWith(this, [this] { retranslate(); });
    setVisible(false);
}

void SafetySettingsPanel::build() {
    for (const core::SafetySetting &s : core::safetySettings()) {
        const QString key = QLatin1String(s.key);
        // Rows sharing a parent object go under one heading naming it; rows name the last key.
        const QString prefix = key.section(u'.', 0, -2);
        if (!m_headings.contains(prefix)) {
            auto *heading = new QLabel(this);
            heading->setObjectName(QStringLiteral("safetyHeading"));
            heading->setStyleSheet(QStringLiteral("margin-top: 6px;"));
            Theme::setTone(heading, Theme::Tone::Secondary);
            m_list->addWidget(heading);
            m_headings.insert(prefix, heading);
        }
        Row row;
        row.name = new QLabel(key.section(u'.', -1), this);
        row.name->setObjectName(QStringLiteral("safetyName"));
        row.name->setToolTip(key);
        row.help = new QLabel(this);
        row.help->setWordWrap(true);
        Theme::setTone(row.help, Theme::Tone::Secondary);
        row.lint = new QLabel(this);
        row.lint->setObjectName(QStringLiteral("safetyLint:") + key);
        row.lint->setWordWrap(true);
        Theme::setTone(row.lint, Theme::Tone::Warning);
        switch (s.kind) {
        case Kind::Bool: {
            // The panel scrolls: a wheel over a value must scroll the page, not change it.
            auto *combo = new FocusedComboBox(this);
            combo->addItem(QString(), QString());
            combo->addItem(QString(), QStringLiteral("true"));
            combo->addItem(QString(), QStringLiteral("false"));
            connect(combo, &QComboBox::currentIndexChanged, this, [this, key, combo] {
                const QString v = combo->currentData().toString();
                edit(key, v.isEmpty() ? std::nullopt
                                      : std::optional<core::Json>(v == QLatin1String("true")));
            });
            row.editor = combo;
            break;
        }
        case Kind::Count: {
            auto *line = new QLineEdit(this);
            line->setValidator(new QIntValidator(s.allowsZero ? 0 : 1, 1 << 30, line));
            line->setMaximumWidth(160);
            connect(line, &QLineEdit::editingFinished, this, [this, key, line] {
                edit(key, line->text().isEmpty()
                              ? std::nullopt
                              : std::optional<core::Json>(line->text().toLongLong()));
            });
            row.editor = line;
            break;
        }
        case Kind::StringList: {
            auto *chips = new ChipListEditor(this);
            // The chips change when the document does (refresh), not on their own.
            connect(chips, &ChipListEditor::entryAdded, this,
                    [this, key, chips](const QString &entry) {
                        edit(key, listValue(chips->entries() << entry));
                    });
            connect(chips, &ChipListEditor::entryRemoved, this,
                    [this, key, chips](const QString &entry) {
                        QStringList entries = chips->entries();
                        entries.removeAll(entry);
                        edit(key, listValue(entries));
                    });
            row.editor = chips;
            break;
        }
        case Kind::SenderMap: {
            auto *line = new QLineEdit(this);
            connect(line, &QLineEdit::editingFinished, this, [this, key, line] {
                const std::optional<core::Json> map = core::parseSenderMap(line->text());
                if (!map)
                    return showProblem(key, tr("Write it as provider: id, id; provider: id"));
                edit(key, map->empty() ? std::nullopt : map);
            });
            row.editor = line;
            break;
        }
        }
        row.editor->setObjectName(QStringLiteral("safety:") + key);
        // name and editor on one line, the explanation and any lint under them, full width.
        row.container = new QWidget(this);
        auto *rowLayout = new QVBoxLayout(row.container);
        rowLayout->setContentsMargins(12, 0, 0, 4);
        rowLayout->setSpacing(2);
        auto *line = new QHBoxLayout;
        row.name->setMinimumWidth(150);
        line->addWidget(row.name);
        line->addWidget(row.editor, 1);
        rowLayout->addLayout(line);
        rowLayout->addWidget(row.help);
        rowLayout->addWidget(row.lint);
        m_list->addWidget(row.container);
        m_rows.insert(key, row);
    }
}

void SafetySettingsPanel::retranslate() {
    m_title->setText(tr("Safety settings"));
    const QMap<QString, QString> help{
        {QStringLiteral("fs.workspaceOnly"),
         tr("Keep read, write, edit and apply_patch inside the agent's workspace.")},
        {QStringLiteral("exec.applyPatch.workspaceOnly"),
         tr("apply_patch may only create or change files inside the workspace.")},
        {QStringLiteral("exec.strictInlineEval"),
         tr("Always ask for interpreter one-liners (python -c, node -e), even when the "
            "interpreter is allowlisted.")},
        {QStringLiteral("exec.safeBins"),
         tr("Stdin-only filters (jq, wc, …) that run without an allowlist entry or approval.")},
        {QStringLiteral("elevated.enabled"),
         m_global ? tr("Whether /elevated may run commands on the host, outside the sandbox.")
                  : tr("An agent can only turn elevated mode off, never on against the global "
                       "setting.")},
        {QStringLiteral("elevated.allowFrom"),
         m_global ? tr("Who may use /elevated, per channel: provider: id, id; provider: id.")
                  : tr("Narrows the global list (provider: id, id); senders it does not allow "
                       "have no effect.")},
        {QStringLiteral("web.fetch.maxChars"),
         tr("Characters web_fetch returns (never more than maxCharsCap).")},
        {QStringLiteral("web.fetch.maxCharsCap"),
         tr("Hard cap on returned characters, whatever the call asks (default 20000).")},
        {QStringLiteral("web.fetch.maxResponseBytes"),
         tr("Download size before truncation (default 750000 bytes).")},
        {QStringLiteral("web.fetch.timeoutSeconds"), tr("Seconds before a fetch gives up.")},
        {QStringLiteral("web.fetch.maxRedirects"), tr("Redirects followed (default 3).")},
        {QStringLiteral("web.fetch.ssrfPolicy.allowedHostnames"),
         tr("Exceptions to the private-network block, exact or *.example.com.")},
        {QStringLiteral("web.fetch.ssrfPolicy.blockedHostnames"),
         tr("Never fetched, checked before DNS and before any allow rule.")},
        {QStringLiteral("web.fetch.ssrfPolicy.dangerouslyAllowPrivateNetwork"),
         tr("Lets web_fetch reach loopback and private addresses: the gateway's own services "
            "too.")},
        {QStringLiteral("web.fetch.ssrfPolicy.allowRfc2544BenchmarkRange"),
         tr("Allows 198.18.0.0/15, used by fake-IP proxies.")},
        {QStringLiteral("web.fetch.ssrfPolicy.allowIpv6UniqueLocalRange"),
         tr("Allows IPv6 unique local addresses (fc00::/7).")},
    };
    for (auto it = m_rows.begin(); it != m_rows.end(); ++it) {
        it->help->setText(help.value(it.key()));
        if (auto *chips = qobject_cast<ChipListEditor *>(it->editor))
            chips->input()->setPlaceholderText(it.key().endsWith(QLatin1String("safeBins"))
                                                   ? tr("Program name, then Enter")
                                                   : tr("Host or *.example.com, then Enter"));
        else if (auto *line = qobject_cast<QLineEdit *>(it->editor))
            line->setPlaceholderText(it.key().endsWith(QLatin1String("allowFrom"))
                                         ? tr("telegram: 123, 456; whatsapp: +15550001")
                                         : tr("default"));
        if (auto *combo = qobject_cast<QComboBox *>(it->editor)) {
            const bool on = core::safetySetting(it.key())->defaultOn;
            combo->setItemText(0, tr("use default (%1)").arg(on ? tr("on") : tr("off")));
            combo->setItemText(1, tr("on"));
            combo->setItemText(2, tr("off"));
        }
    }
}

void SafetySettingsPanel::setScope(const std::optional<core::PolicyScope> &scope) {
    const bool shown =
        scope && (scope->kind == core::ScopeKind::Global || scope->kind == core::ScopeKind::Agent);
    setVisible(shown);
    if (!shown)
        return;
    m_global = scope->kind == core::ScopeKind::Global;
    m_tools = scope->path;
    for (const core::SafetySetting &s : core::safetySettings())
        m_rows[QLatin1String(s.key)].container->setVisible(m_global || !s.globalOnly);
    for (auto it = m_headings.cbegin(); it != m_headings.cend(); ++it) {
        it.value()->setText(m_tools.toString() + u'.' + it.key());
        it.value()->setVisible(m_global || !it.key().startsWith(QLatin1String("web")));
    }
    retranslate();
    refresh();
}

void SafetySettingsPanel::refresh() {
    m_filling = true;
    const core::Json &root = workspace()->document().root();
    for (const core::SafetySetting &s : core::safetySettings()) {
        const Row &row = m_rows[QLatin1String(s.key)];
        const core::KeyPath path = s.path(m_tools);
        const core::Json *value = path.find(root);
        if (auto *combo = qobject_cast<QComboBox *>(row.editor)) {
            const QString chosen = value && value->is_boolean()
                                       ? QLatin1String(value->get<bool>() ? "true" : "false")
                                       : QString();
            combo->setCurrentIndex(std::max(0, combo->findData(chosen)));
        } else if (auto *chips = qobject_cast<ChipListEditor *>(row.editor)) {
            chips->setEntries(currentList(value));
        } else if (auto *line = qobject_cast<QLineEdit *>(row.editor)) {
            line->setText(
                s.kind == Kind::SenderMap ? core::senderMapText(value ? *value : core::Json())
                : value && value->is_number_integer() ? QString::number(value->get<qint64>())
                                                      : QString());
        }
        // The sentence under the setting, core's exact words (with the numbers) beneath it in
        // the secondary colour, as the Policy screen's findings show them.
        QList<std::pair<QString, QString>> lint; // the sentence, core's words
        for (const core::ConfigFinding &f : workspace()->findings()) {
            if (f.path.startsWith(path))
                lint.append({ErrorText::forFinding(f), f.message});
        }
        row.lint->setTextFormat(Qt::RichText);
        setRecolour(row.lint, [label = row.lint, lint] {
            QStringList lines;
            for (const auto &[sentence, message] : lint)
                lines << QStringLiteral("%1<br><span style='color:%2'>%3</span>")
                             .arg(sentence.toHtmlEscaped(), Theme::textSecondary().name(),
                                  message.toHtmlEscaped());
            label->setText(lines.join(QStringLiteral("<br>")));
        });
        row.lint->setVisible(!lint.isEmpty());
    }
    m_filling = false;
}

void SafetySettingsPanel::edit(const QString &key, std::optional<core::Json> value) {
    if (m_filling || !m_document || !m_document->hasDocument())
        return;
    const core::Json *current =
        core::safetySetting(key)->path(m_tools).find(workspace()->document().root());
    if ((!current && !value) || (current && value && *current == *value))
        return;
    const auto edit =
        core::safetySettingEdit(workspace()->document(), m_tools, key, std::move(value));
    if (!edit)
        return showProblem(key, ErrorText::describe(edit.error()));
    if (const core::Status applied = workspace()->apply(edit.value()); !applied)
        return showProblem(key, ErrorText::describe(applied.error()));
    const QString where = m_tools.toString() + u'.' + key;
    m_document->pushEdits({edit.value()},
                          edit->after ? tr("Set %1").arg(where) : tr("Remove %1").arg(where));
}

core::PolicyWorkspace *SafetySettingsPanel::workspace() const {
    return m_document->workspace();
}

void SafetySettingsPanel::showProblem(const QString &key, const QString &text) {
    const Row &row = m_rows[key];
    row.lint->setText(text);
    row.lint->setVisible(true);
}

} // namespace toolgate::ui
