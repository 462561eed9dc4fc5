// SPDX-License-Identifier: MIT
#include "ui/pipeline/contextbar.h"

#include "ui/shell/languagechange.h"
#include "ui/widgets/flowlayout.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

namespace toolgate::ui {

namespace {
std::optional<std::string> optionalText(const QLineEdit *edit) {
    const QString text = edit->text().trimmed();
    return text.isEmpty() ? std::nullopt : std::optional<std::string>(text.toStdString());
}
} // namespace

ContextBar::ContextBar(QWidget *parent)
    : QWidget(parent)
    , m_agent(new QComboBox(this))
    , m_provider(new QLineEdit(this))
    , m_model(new QLineEdit(this))
    , m_channel(new QComboBox(this))
    , m_sender(new QLineEdit(this))
    , m_owner(new QComboBox(this))
    , m_sandboxed(new QCheckBox(this))
    , m_depth(new QSpinBox(this))
    , m_runtimeAllow(new QLineEdit(this)) {
    setObjectName(QStringLiteral("contextBar"));
    m_agent->setObjectName(QStringLiteral("contextAgent"));
    m_agent->setMinimumWidth(110);
    m_provider->setObjectName(QStringLiteral("contextProvider"));
    m_provider->setFixedWidth(100);
    m_model->setObjectName(QStringLiteral("contextModel"));
    m_model->setFixedWidth(120);
    m_channel->setObjectName(QStringLiteral("contextChannel"));
    m_channel->setEditable(true);
    m_channel->addItem(QString());
    for (const char *channel :
         {"discord", "telegram", "slack", "whatsapp", "webchat", "voice", "node"})
        m_channel->addItem(QLatin1String(channel));
    m_channel->setMinimumWidth(110);
    m_sender->setObjectName(QStringLiteral("contextSender"));
    m_sender->setFixedWidth(100);
    m_owner->setObjectName(QStringLiteral("contextOwner"));
    m_owner->addItems({QString(), QString(), QString()});
    m_sandboxed->setObjectName(QStringLiteral("contextSandboxed"));
    m_depth->setObjectName(QStringLiteral("contextDepth"));
    m_depth->setRange(0, 5);
    m_depth->setMinimumWidth(90);
    m_runtimeAllow->setObjectName(QStringLiteral("contextRuntimeAllow"));
    m_runtimeAllow->setFixedWidth(170);

    auto *flow = new FlowLayout(this, 14);
    // A labelled field; the label's text comes from the retranslation below.
    auto field = [&](QWidget *widget) -> QLabel * {
        auto *pair = new QWidget(this);
        auto *layout = new QHBoxLayout(pair);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->setSpacing(6);
        QLabel *text = nullptr;
        if (widget != m_sandboxed) {
            text = new QLabel(pair);
            text->setObjectName(QStringLiteral("fieldLabel"));
            text->setBuddy(widget);
            layout->addWidget(text);
        }
        widget->setParent(pair);
        layout->addWidget(widget);
        flow->addWidget(pair);
        return text;
    };
    QLabel *agentLabel = field(m_agent);
    QLabel *providerLabel = field(m_provider);
    QLabel *modelLabel = field(m_model);
    QLabel *channelLabel = field(m_channel);
    QLabel *senderLabel = field(m_sender);
    QLabel *ownerLabel = field(m_owner);
    field(m_sandboxed);
    QLabel *depthLabel = field(m_depth);
    QLabel *runtimeLabel = field(m_runtimeAllow);
    retranslateWith(this, [=, this] {
        agentLabel->setText(tr("&Agent"));
        providerLabel->setText(tr("Pro&vider"));
        modelLabel->setText(tr("&Model"));
        channelLabel->setText(tr("&Channel"));
        senderLabel->setText(tr("S&ender"));
        ownerLabel->setText(tr("O&wner"));
        depthLabel->setText(tr("Su&bagent depth"));
        runtimeLabel->setText(tr("&Runtime allow"));
        m_sandboxed->setText(tr("Sandboxed"));
        m_provider->setPlaceholderText(tr("any"));
        m_model->setPlaceholderText(tr("any"));
        m_channel->lineEdit()->setPlaceholderText(tr("none"));
        m_sender->setPlaceholderText(tr("sender id"));
        m_owner->setItemText(0, tr("unknown"));
        m_owner->setItemText(1, tr("owner"));
        m_owner->setItemText(2, tr("not owner"));
        m_depth->setSpecialValueText(tr("top level"));
        m_runtimeAllow->setPlaceholderText(tr("no cap (comma-separated)"));
    });

    auto edited = [this] { emit contextEdited(); };
    connect(m_agent, &QComboBox::currentIndexChanged, this, edited);
    connect(m_provider, &QLineEdit::editingFinished, this, edited);
    connect(m_model, &QLineEdit::editingFinished, this, edited);
    connect(m_channel, &QComboBox::currentTextChanged, this, edited);
    connect(m_sender, &QLineEdit::editingFinished, this, edited);
    connect(m_owner, &QComboBox::currentIndexChanged, this, edited);
    connect(m_sandboxed, &QCheckBox::toggled, this, edited);
    connect(m_depth, &QSpinBox::valueChanged, this, edited);
    connect(m_runtimeAllow, &QLineEdit::editingFinished, this, edited);
}

void ContextBar::setAgents(const QStringList &agents) {
    const QString current = agent();
    QStringList existing;
    for (int i = 0; i < m_agent->count(); ++i)
        existing << m_agent->itemText(i);
    if (existing == agents)
        return;
    const QSignalBlocker blocker(m_agent);
    m_agent->clear();
    m_agent->addItems(agents);
    const int index = m_agent->findText(current);
    m_agent->setCurrentIndex(index >= 0 ? index : 0);
}

QString ContextBar::agent() const {
    return m_agent->currentText();
}

void ContextBar::setAgent(const QString &agent) {
    const int index = m_agent->findText(agent);
    if (index >= 0)
        m_agent->setCurrentIndex(index);
}

core::PolicyContext ContextBar::context() const {
    core::PolicyContext context;
    const std::string agentId = agent().isEmpty() ? std::string("main") : agent().toStdString();
    context.agentId = agentId;
    context.sessionKey = "agent:" + agentId;
    for (int level = 0; level < m_depth->value(); ++level)
        context.sessionKey += ":subagent:s" + std::to_string(level + 1);
    if (m_depth->value() == 0)
        context.sessionKey += ":main";
    context.modelProvider = optionalText(m_provider);
    context.modelId = optionalText(m_model);
    const QString channel = m_channel->currentText().trimmed();
    if (!channel.isEmpty())
        context.messageProvider = channel.toStdString();
    if (!m_sender->text().trimmed().isEmpty())
        context.sender = core::PolicySender{m_sender->text().trimmed().toStdString(), {}, {}, {}};
    if (m_owner->currentIndex() > 0)
        context.senderIsOwner = m_owner->currentIndex() == 1;
    context.sandboxed = m_sandboxed->isChecked();
    const QString runtime = m_runtimeAllow->text().trimmed();
    if (!runtime.isEmpty()) {
        std::vector<std::string> allow;
        for (const QString &entry : runtime.split(QLatin1Char(','), Qt::SkipEmptyParts))
            allow.push_back(entry.trimmed().toStdString());
        context.runtimeToolsAllow = allow;
    }
    return context;
}

} // namespace toolgate::ui
