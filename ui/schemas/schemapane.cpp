// SPDX-License-Identifier: MIT
#include "ui/schemas/schemapane.h"

#include "ui/shell/languagechange.h"
#include "ui/shell/theme.h"
#include "ui/shell/themechange.h"
#include "ui/widgets/tonedelegate.h"

#include <QHash>
#include <QLabel>
#include <QListWidget>
#include <QScrollBar>
#include <QTextEdit>
#include <QVBoxLayout>

namespace toolgate::ui {

namespace {

QString jsonScalar(const core::Json &value) {
    return QString::fromStdString(value.dump()).toHtmlEscaped();
}

QString childPath(const QString &parent, const QString &key) {
    return parent.isEmpty() ? key : parent + QLatin1Char('.') + key;
}

// Writes `value` at `indent`, prefixed by `prefix` (a key or nothing), one HTML line per line.
void writeJson(QStringList &lines, const core::Json &value, const QString &path, int indent,
               const QString &prefix, bool comma, const QHash<QString, QColor> &marks) {
    const QString pad(indent * 2, QLatin1Char(' '));
    const QString tail = comma ? QStringLiteral(",") : QString();
    auto line = [&](const QString &text, const QString &atPath) {
        const QColor mark = marks.value(atPath);
        if (mark.isValid())
            lines << QStringLiteral("<span style=\"background-color:%1\">%2</span>")
                         .arg(mark.name(), text);
        else
            lines << text;
    };
    if (value.is_object() && !value.empty()) {
        line(pad + prefix + QStringLiteral("{"), path);
        qsizetype i = 0;
        for (auto it = value.begin(); it != value.end(); ++it, ++i) {
            const QString key = QString::fromStdString(it.key());
            const QString keyText =
                QStringLiteral("<b>%1</b>: ")
                    .arg(QString::fromStdString(core::Json(it.key()).dump()).toHtmlEscaped());
            writeJson(lines, it.value(), childPath(path, key), indent + 1, keyText,
                      i + 1 < static_cast<qsizetype>(value.size()), marks);
        }
        lines << pad + QStringLiteral("}") + tail;
    } else if (value.is_array() && !value.empty()) {
        line(pad + prefix + QStringLiteral("["), path);
        for (size_t i = 0; i < value.size(); ++i)
            writeJson(lines, value[i], path + QStringLiteral("[%1]").arg(i), indent + 1, {},
                      i + 1 < value.size(), marks);
        lines << pad + QStringLiteral("]") + tail;
    } else {
        line(pad + prefix + jsonScalar(value) + tail, path);
    }
}

const core::Json *valueAt(const core::Json &root, const QString &path) {
    const core::Json *node = &root;
    if (path.isEmpty())
        return node;
    // Paths are keys joined by '.', array entries as "[i]".
    QString rest = path;
    while (!rest.isEmpty()) {
        if (rest.startsWith(QLatin1Char('['))) {
            const qsizetype close = rest.indexOf(QLatin1Char(']'));
            const size_t index = rest.mid(1, close - 1).toULongLong();
            if (!node->is_array() || index >= node->size())
                return nullptr;
            node = &(*node)[index];
            rest = rest.mid(close + 1);
        } else {
            if (rest.startsWith(QLatin1Char('.')))
                rest = rest.mid(1);
            qsizetype end = 0;
            while (end < rest.size() && rest.at(end) != QLatin1Char('.') &&
                   rest.at(end) != QLatin1Char('['))
                ++end;
            const std::string key = rest.left(end).toStdString();
            if (!node->is_object() || !node->contains(key))
                return nullptr;
            node = &(*node)[key];
            rest = rest.mid(end);
        }
    }
    return node;
}

} // namespace

QString schemaJsonHtml(const core::Json &value, const QHash<QString, QColor> &highlighted) {
    QStringList lines;
    writeJson(lines, value, {}, 0, {}, false, highlighted);
    return QStringLiteral("<pre style=\"margin:0\">") + lines.join(QLatin1Char('\n')) +
           QStringLiteral("</pre>");
}

SchemaPane::SchemaPane(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_json(new QTextEdit(this))
    , m_lostTitle(new QLabel(this))
    , m_lost(new QListWidget(this)) {
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.1);
    m_title->setFont(bold);
    m_summary->setWordWrap(true);
    m_json->setReadOnly(true);
    // Wrapped: at 1024 px three panes side by side cut every line of an unwrapped schema.
    m_json->setLineWrapMode(QTextEdit::WidgetWidth);
    QFont mono(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::Monospace);
    m_json->setFont(mono);
    m_lost->setFont(mono);
    retranslateWith(m_lostTitle, [this] { m_lostTitle->setText(tr("Lost on the way")); });
    m_lostTitle->setFont(bold);
    m_lost->setMaximumHeight(140);
    m_lost->setItemDelegate(new ToneDelegate(m_lost));
    recolourWith(m_json, [this] {
        if (!m_marks.isEmpty())
            showJson();
    });
    layout->addWidget(m_title);
    layout->addWidget(m_summary);
    layout->addWidget(m_json, 1);
    layout->addWidget(m_lostTitle);
    layout->addWidget(m_lost);
}

void SchemaPane::clear() {
    m_title->clear();
    m_summary->clear();
    m_json->clear();
    m_lost->clear();
    m_marks.clear();
    m_schema = core::Json();
}

void SchemaPane::showEmpty(const QString &label, const QString &why) {
    clear();
    m_title->setText(label);
    m_summary->setText(why);
    m_json->setPlaceholderText(tr("The schema this provider receives appears here."));
}

namespace {

// A value as one short line for the loss list.
QString preview(const core::Json *value, int limit) {
    QString text = value ? QString::fromStdString(value->dump()) : QString();
    return text.size() > limit ? text.left(limit - 3) + QStringLiteral("…") : text;
}

} // namespace

void SchemaPane::addLoss(const QString &text, const QString &path, Theme::Tone tone) {
    auto *item = new QListWidgetItem(text, m_lost);
    item->setData(ToneDelegate::ToneRole, ToneDelegate::toneValue(tone));
    item->setData(Qt::UserRole, path);
}

void SchemaPane::setView(const core::ProviderSchemaView &view, const core::Json &declared,
                         const core::Json *baseline) {
    m_title->setText(view.label);
    m_lost->clear();
    m_marks.clear();
    m_schema = core::Json();
    if (!view.error.isEmpty()) {
        m_summary->setText(tr("This provider would not receive the tool: %1").arg(view.error));
        m_json->setPlainText(view.error);
        return;
    }
    QHash<QString, Theme::Tone> &marks = m_marks;
    int removed = 0;
    int changed = 0;
    int added = 0;
    for (const core::SchemaChange &change : view.changes) {
        const QString path = change.path.isEmpty() ? tr("(root)") : change.path;
        switch (change.kind) {
        case core::SchemaChange::Kind::Removed: {
            ++removed;
            addLoss(tr("− %1: %2").arg(path, preview(valueAt(declared, change.path), 60)),
                    change.path, Theme::Tone::Danger);
            break;
        }
        case core::SchemaChange::Kind::Changed: {
            ++changed;
            marks.insert(change.path, Theme::Tone::Warning);
            addLoss(tr("~ %1: changed").arg(path), change.path, Theme::Tone::Warning);
            break;
        }
        case core::SchemaChange::Kind::Added:
            ++added;
            marks.insert(change.path, Theme::Tone::Accent);
            break;
        }
    }
    int dropped = 0;
    if (baseline) {
        const QStringList listed = lostPaths();
        for (const core::SchemaChange &change : core::diffSchemas(*baseline, view.schema)) {
            if (!change.isLoss() || listed.contains(change.path))
                continue;
            ++dropped;
            addLoss(change.kind == core::SchemaChange::Kind::Removed
                        ? tr("− %1: %2 (OpenAI / Anthropic keep it)")
                              .arg(change.path, preview(valueAt(*baseline, change.path), 40))
                        : tr("~ %1: differs from OpenAI / Anthropic").arg(change.path),
                    change.path, Theme::Tone::Danger);
            if (change.kind == core::SchemaChange::Kind::Changed)
                marks.insert(change.path, Theme::Tone::Warning);
        }
    }
    if (removed + changed + dropped == 0 && added == 0)
        m_summary->setText(tr("Received exactly as declared."));
    else if (dropped == 0)
        m_summary->setText(
            tr("%1 removed · %2 changed · %3 added").arg(removed).arg(changed).arg(added));
    else
        m_summary->setText(tr("%1 removed · %2 changed · %3 added · %4 fewer than OpenAI")
                               .arg(removed)
                               .arg(changed)
                               .arg(added)
                               .arg(dropped));
    m_lostTitle->setVisible(removed + changed + dropped > 0);
    m_lost->setVisible(removed + changed + dropped > 0);
    if (view.nullArgsToEmptyObject)
        m_summary->setText(m_summary->text() + QLatin1Char(' ') +
                           tr("Calls without arguments are sent as {}."));
    m_schema = view.schema;
    showJson();
}

void SchemaPane::showJson() {
    QHash<QString, QColor> tints;
    for (auto it = m_marks.cbegin(); it != m_marks.cend(); ++it)
        tints.insert(it.key(), Theme::toneBackground(it.value()));
    QScrollBar *vertical = m_json->verticalScrollBar();
    QScrollBar *horizontal = m_json->horizontalScrollBar();
    const int top = vertical->value();
    const int left = horizontal->value();
    m_json->setHtml(schemaJsonHtml(m_schema, tints));
    vertical->setValue(top);
    horizontal->setValue(left);
}

QString SchemaPane::schemaText() const {
    return m_json->toPlainText();
}

QStringList SchemaPane::lostPaths() const {
    QStringList paths;
    for (int i = 0; i < m_lost->count(); ++i)
        paths << m_lost->item(i)->data(Qt::UserRole).toString();
    return paths;
}

QString SchemaPane::heading() const {
    return m_title->text();
}

} // namespace toolgate::ui
