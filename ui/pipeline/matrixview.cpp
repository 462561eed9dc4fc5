// SPDX-License-Identifier: MIT
#include "ui/pipeline/matrixview.h"

#include "models/matrixmodel.h"
#include "ui/shell/languagechange.h"
#include "ui/shell/theme.h"
#include "ui/shell/themechange.h"

#include <QCompleter>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QPainter>
#include <QRegularExpression>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

namespace toolgate::ui {

namespace {

constexpr int kCell = 18;

QColor stageColour(int key) {
    if (key < 0)
        return Theme::tone(Theme::Tone::Success);
    if (key == core::MatrixModel::errorKey)
        return Theme::tone(Theme::Tone::Danger);
    return Theme::stepColor(key >= 100 ? 12 + (key - 100) : key);
}

class CellDelegate final : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override {
        const int key = index.data(core::MatrixModel::DecidingStageRole).toInt();
        // The palette's step colours are the cell colours as painted (muted for each theme).
        painter->fillRect(option.rect.adjusted(1, 1, -1, -1), stageColour(key));
        if (option.state.testFlag(QStyle::State_Selected)) {
            painter->setPen(QPen(Theme::textPrimary(), 2));
            painter->drawRect(option.rect.adjusted(1, 1, -2, -2));
        }
    }

    QSize sizeHint(const QStyleOptionViewItem &, const QModelIndex &) const override {
        return {kCell, kCell};
    }
};

// Tool names written bottom to top so hundreds of tool columns stay narrow.
class VerticalHeader final : public QHeaderView {
public:
    explicit VerticalHeader(QWidget *parent)
        : QHeaderView(Qt::Horizontal, parent) {
        setDefaultSectionSize(kCell);
        setMinimumSectionSize(kCell);
        setSectionResizeMode(QHeaderView::Fixed);
    }

protected:
    QSize sizeHint() const override {
        int longest = 40;
        const QFontMetrics metrics(font());
        for (int i = 0; i < count() && i < 4000; ++i)
            longest =
                qMax(longest,
                     metrics.horizontalAdvance(model()->headerData(i, Qt::Horizontal).toString()));
        return {QHeaderView::sizeHint().width(), qMin(longest + 14, 170)};
    }

    void paintSection(QPainter *painter, const QRect &rect, int logicalIndex) const override {
        painter->save();
        painter->fillRect(rect, Theme::windowBackground());
        painter->setPen(Theme::textPrimary());
        painter->translate(rect.left() + rect.width() / 2 + 5, rect.bottom() - 6);
        painter->rotate(-90);
        const QString text = model()->headerData(logicalIndex, Qt::Horizontal).toString();
        painter->drawText(
            0, 0, QFontMetrics(font()).elidedText(text, Qt::ElideRight, rect.height() - 10));
        painter->restore();
    }
};

} // namespace

MatrixView::MatrixView(core::MatrixModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_table(new QTableView(this))
    , m_lookup(new QLineEdit(this))
    , m_lookupResult(new QLabel(this))
    , m_legend(new QLabel(this)) {
    setObjectName(QStringLiteral("matrixView"));
    m_table->setObjectName(QStringLiteral("matrixTable"));
    m_table->setModel(m_model);
    m_table->setHorizontalHeader(new VerticalHeader(m_table));
    m_table->setItemDelegate(new CellDelegate(m_table));
    m_table->verticalHeader()->setDefaultSectionSize(kCell + 4);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->setShowGrid(false);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setMouseTracking(true);
    connect(m_table, &QTableView::clicked, this, [this](const QModelIndex &index) {
        emit cellActivated(index.data(core::MatrixModel::AgentIdRole).toString(),
                           index.data(core::MatrixModel::ToolNameRole).toString());
    });

    m_lookup->setObjectName(QStringLiteral("reverseLookup"));
    m_lookup->setFixedWidth(200);
    m_lookupResult->setObjectName(QStringLiteral("reverseLookupResult"));
    m_lookupResult->setWordWrap(true);
    connect(m_lookup, &QLineEdit::textChanged, this, &MatrixView::updateLookup);
    m_legend->setObjectName(QStringLiteral("matrixLegend"));
    m_legend->setWordWrap(true);
    m_legend->setTextFormat(Qt::RichText);

    auto *lookupRow = new QHBoxLayout;
    auto *question = new QLabel(this);
    question->setBuddy(m_lookup);
    lookupRow->addWidget(question);
    lookupRow->addWidget(m_lookup);
    lookupRow->addWidget(m_lookupResult, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 8, 0, 0);
    layout->setSpacing(8);
    layout->addLayout(lookupRow);
    layout->addWidget(m_legend);
    layout->addWidget(m_table, 1);

    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        updateLookup();
        updateLegend();
    });
    connect(m_model, &QAbstractItemModel::dataChanged, this, [this] {
        updateLookup();
        updateLegend();
    });
    retranslateWith(this, [this, question] {
        m_lookup->setPlaceholderText(tr("tool, e.g. exec"));
        question->setText(tr("Which agents can call"));
        updateLookup();
        updateLegend();
    });
}

void MatrixView::updateLookup() {
    const QString tool = m_lookup->text().trimmed();
    if (tool.isEmpty()) {
        m_lookupResult->clear();
        return;
    }
    if (m_model->columnOfTool(tool) < 0) {
        m_lookupResult->setText(tr("%1 is not in the tool list.").arg(tool));
        return;
    }
    const QStringList agents = m_model->agentsAllowing(tool);
    m_lookupResult->setText(agents.isEmpty()
                                ? tr("No agent can call %1.").arg(tool)
                                : tr("%1 — %n agent(s)", nullptr, static_cast<int>(agents.size()))
                                      .arg(agents.join(QStringLiteral(", "))));
    const int column = m_model->columnOfTool(tool);
    if (column >= 0)
        m_table->scrollTo(m_model->index(0, column));
}

void MatrixView::updateLegend() {
    QMap<int, QString> stages;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        for (int column = 0; column < m_model->columnCount(); ++column) {
            const QModelIndex index = m_model->index(row, column);
            const int key = index.data(core::MatrixModel::DecidingStageRole).toInt();
            if (key >= 0 && !stages.contains(key)) {
                QString label = index.data(core::MatrixModel::DecidingLabelRole).toString();
                // Agent steps carry the agent id; the legend names the kind.
                label.replace(QRegularExpression(QStringLiteral("^agents\\.[^.]+\\.")),
                              QStringLiteral("agents.<id>."));
                label.remove(QRegularExpression(QStringLiteral(" \\(.*\\)$")));
                stages.insert(key, label);
            }
        }
    }
    setRecolour(m_legend, [this, stages] {
        auto swatch = [](const QColor &colour, const QString &text) {
            return QStringLiteral(
                       "<span style='background:%1'>&nbsp;&nbsp;&nbsp;&nbsp;</span>&nbsp;%2")
                .arg(colour.name(), text.toHtmlEscaped());
        };
        QStringList parts;
        parts << swatch(stageColour(-1), tr("allowed"));
        for (auto it = stages.cbegin(); it != stages.cend(); ++it)
            parts << swatch(stageColour(it.key()), it.value());
        m_legend->setText(parts.join(QStringLiteral("&nbsp;&nbsp;&nbsp; ")));
    });
}

} // namespace toolgate::ui
