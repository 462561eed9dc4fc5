// SPDX-License-Identifier: MIT
#include "ui/execapprovals/requestedpolicyeditor.h"

#include "approvals/execpolicy.h"
#include "config/execmodeedit.h"
#include "models/policyworkspace.h"
#include "ui/document/documentcontroller.h"
#include "ui/shell/errortext.h"
#include "ui/shell/languagechange.h"
#include "ui/shell/theme.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace toolgate::ui {

namespace {

QComboBox *valueCombo(const char *name, const QStringList &values, QWidget *parent) {
    auto *combo = new QComboBox(parent);
    combo->setObjectName(QLatin1String(name));
    combo->addItem(QString(), QString()); // "not set", worded on retranslate
    for (const QString &v : values)
        combo->addItem(v, v);
    return combo;
}

QString stringAt(const core::Json *object, const char *key) {
    if (!object || !object->is_object() || !object->contains(key) || !(*object)[key].is_string())
        return {};
    return QString::fromStdString((*object)[key].get<std::string>());
}

} // namespace

RequestedPolicyEditor::RequestedPolicyEditor(DocumentController *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document) {
    setObjectName(QStringLiteral("execRequestedEditor"));
    m_scope = new QComboBox(this);
    m_scope->setObjectName(QStringLiteral("execRequestedScope"));
    m_mode = valueCombo("execRequestedMode",
                        {QStringLiteral("deny"), QStringLiteral("allowlist"), QStringLiteral("ask"),
                         QStringLiteral("auto"), QStringLiteral("full")},
                        this);
    m_security = valueCombo(
        "execRequestedSecurity",
        {QStringLiteral("deny"), QStringLiteral("allowlist"), QStringLiteral("full")}, this);
    m_ask = valueCombo("execRequestedAsk",
                       {QStringLiteral("off"), QStringLiteral("on-miss"), QStringLiteral("always")},
                       this);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("execRequestedNote"));
    m_note->setWordWrap(true);
    auto *title = new QLabel(this);
    auto *modeLabel = new QLabel(this);
    auto *orLabel = new QLabel(this);
    auto *securityLabel = new QLabel(this);
    auto *askLabel = new QLabel(this);
    // Two rows: in one the fields made the page wider than a 1024-pixel window.
    auto *scopeRow = new QHBoxLayout;
    scopeRow->setContentsMargins(0, 0, 0, 0);
    scopeRow->addWidget(title);
    scopeRow->addWidget(m_scope, 1);
    auto *row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(modeLabel);
    row->addWidget(m_mode);
    row->addWidget(orLabel);
    row->addWidget(securityLabel);
    row->addWidget(m_security);
    row->addWidget(askLabel);
    row->addWidget(m_ask);
    row->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(scopeRow);
    layout->addLayout(row);
    layout->addWidget(m_note);

    connect(m_scope, &QComboBox::currentIndexChanged, this, [this] { refresh(); });
    connect(m_mode, &QComboBox::currentIndexChanged, this, &RequestedPolicyEditor::editMode);
    connect(m_security, &QComboBox::currentIndexChanged, this,
            [this] { editLegacy(QStringLiteral("security"), m_security); });
    connect(m_ask, &QComboBox::currentIndexChanged, this,
            [this] { editLegacy(QStringLiteral("ask"), m_ask); });
    if (m_document) {
        connect(m_document->workspace(), &core::PolicyWorkspace::configEdited, this,
                &RequestedPolicyEditor::refresh);
        connect(m_document->workspace(), &core::PolicyWorkspace::documentReset, this,
                &RequestedPolicyEditor::refresh);
        connect(m_document, &DocumentController::documentOpened, this,
                &RequestedPolicyEditor::refresh);
        connect(m_document, &DocumentController::documentClosed, this,
                &RequestedPolicyEditor::refresh);
    }
    retranslateWith(this, [=, this] {
        title->setText(tr("Requested policy of"));
        modeLabel->setText(tr("mode"));
        orLabel->setText(tr("or legacy:"));
        securityLabel->setText(tr("security"));
        askLabel->setText(tr("ask"));
        m_scope->setToolTip(tr("The config object this edits: tools.exec or an agent's "
                               "tools.exec"));
        m_mode->setToolTip(tr("tools.exec.mode: deny, allowlist, ask (asks on a miss), auto "
                              "(a reviewer model first) or full"));
        for (QComboBox *combo : {m_mode, m_security, m_ask})
            combo->setItemText(0, tr("not set"));
        refresh();
    });
}

void RequestedPolicyEditor::refresh() {
    m_filling = true;
    const bool open = m_document && m_document->hasDocument();
    const core::Json root = open ? m_document->workspace()->document().root() : core::Json();
    const QString keep = m_scope->currentData().toString();
    const QSignalBlocker block(m_scope);
    m_scope->clear();
    if (open) {
        m_scope->addItem(QStringLiteral("tools.exec"), QString());
        for (const QString &id : core::configuredAgentIds(root))
            m_scope->addItem(QStringLiteral("agent:") + id, id);
        m_scope->setCurrentIndex(std::max(0, m_scope->findData(keep)));
    }
    const auto path =
        open ? core::execObjectPath(root, m_scope->currentData().toString()) : std::nullopt;
    const core::Json *exec = path ? path->find(root) : nullptr;
    auto select = [](QComboBox *combo, const QString &value) {
        combo->setCurrentIndex(std::max(0, combo->findData(value)));
    };
    select(m_mode, stringAt(exec, "mode"));
    select(m_security, stringAt(exec, "security"));
    select(m_ask, stringAt(exec, "ask"));
    for (QWidget *w : std::initializer_list<QWidget *>{m_scope, m_mode, m_security, m_ask})
        w->setEnabled(open);
    if (!open)
        setNote(tr("Open the gateway's config (File > Open from Gateway) to edit what is "
                   "requested; edits are reviewed and applied like any other config change."));
    else if (m_note->text().isEmpty() || !m_note->property("fromEdit").toBool())
        setNote(tr("Edits go into the open config: review them in the diff and apply them to "
                   "the gateway (config.patch)."));
    m_note->setProperty("fromEdit", false);
    m_filling = false;
}

void RequestedPolicyEditor::setNote(const QString &text, bool problem) {
    m_note->setText(text);
    m_note->setProperty("problem", problem);
    // Danger, not palette(highlight): that was light blue on light grey, unreadable.
    Theme::setTone(m_note, problem ? Theme::Tone::Danger : Theme::Tone::Neutral);
}

std::optional<core::KeyPath> RequestedPolicyEditor::editedObject() const {
    if (m_filling || !m_document || !m_document->hasDocument())
        return std::nullopt;
    return core::execObjectPath(m_document->workspace()->document().root(),
                                m_scope->currentData().toString());
}

bool RequestedPolicyEditor::pushChange(const core::Result<core::ExecPolicyChange> &change,
                                       const QString &text) {
    QString error;
    if (!change) {
        error = ErrorText::describe(change.error());
    } else if (!change->edit.isNoop()) {
        if (const core::Status applied = m_document->workspace()->apply(change->edit); !applied)
            error = ErrorText::describe(applied.error());
        else
            m_document->pushEdits({change->edit}, text);
    }
    if (error.isEmpty())
        return true;
    setNote(error, true);
    refresh();
    return false;
}

void RequestedPolicyEditor::setEditNote(const QString &text) {
    setNote(text);
    m_note->setProperty("fromEdit", true);
}

void RequestedPolicyEditor::editMode() {
    const auto path = editedObject();
    if (!path)
        return;
    const QString mode = m_mode->currentData().toString();
    const QString where = path->toString();
    const auto change = core::setExecMode(m_document->workspace()->document(), *path, mode,
                                          core::ExecLegacyRule::Replace);
    if (!pushChange(change, mode.isEmpty() ? tr("Remove %1.mode").arg(where)
                                           : tr("Set %1.mode to %2").arg(where, mode)))
        return;
    const QString note =
        change->removed.isEmpty()
            ? tr("%1.mode is now %2. Not on the gateway until applied.")
                  .arg(where, mode.isEmpty() ? tr("not set") : mode)
            : tr("%1.mode is now %2; removed %3 from the same object, because OpenClaw does "
                 "not accept mode together with security or ask.")
                  .arg(where, mode, change->removed.join(QStringLiteral(", ")));
    setEditNote(note);
}

void RequestedPolicyEditor::editLegacy(const QString &key, QComboBox *combo) {
    const auto path = editedObject();
    if (!path)
        return;
    const QString value = combo->currentData().toString();
    const QString where = path->toString();
    const auto change = core::setExecLegacy(m_document->workspace()->document(), *path, key, value,
                                            core::ExecLegacyRule::Replace);
    if (!pushChange(change, value.isEmpty() ? tr("Remove %1.%2").arg(where, key)
                                            : tr("Set %1.%2 to %3").arg(where, key, value)))
        return;
    QString note = tr("%1.%2 is now %3. Not on the gateway until applied.")
                       .arg(where, key, value.isEmpty() ? tr("not set") : value);
    if (!change->removed.isEmpty())
        note = tr("%1.%2 is now %3; removed mode from the same object, because OpenClaw does not "
                  "accept mode together with security or ask. Written out to keep the rest of "
                  "the policy: %4.")
                   .arg(where, key, value,
                        change->madeExplicit.isEmpty()
                            ? tr("nothing")
                            : change->madeExplicit.join(QStringLiteral(", ")));
    setEditNote(note);
}

} // namespace toolgate::ui
