// SPDX-License-Identifier: MIT
#include "ui/pipeline/pipelineview.h"

#include "models/pipelinemodel.h"
#include "models/toolsource.h"
#include "ui/shell/languagechange.h"
#include "ui/shell/theme.h"

#include <QHelpEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

namespace toolgate::ui {

namespace {
constexpr int kColumnWidth = 236;
constexpr int kColumnGap = 12;
constexpr int kPad = 10;
constexpr int kChipGap = 5;
constexpr int kHeaderHeight = 50;

Theme::ToolSource sourceOf(const core::PipelineModel &model, int row) {
    switch (static_cast<core::ToolSource>(
        model.headerData(row, Qt::Vertical, core::PipelineModel::ToolSourceRole).toInt())) {
    case core::ToolSource::Plugin:
        return Theme::ToolSource::Plugin;
    case core::ToolSource::Mcp:
        return Theme::ToolSource::Mcp;
    case core::ToolSource::Core:
        break;
    }
    return Theme::ToolSource::Core;
}
} // namespace

PipelineView::PipelineView(core::PipelineModel *model, Part part, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_part(part) {
    setObjectName(part == Part::Steps ? QStringLiteral("pipelineView")
                                      : QStringLiteral("pipelineResultView"));
    setMouseTracking(true);
    if (part == Part::Steps) {
        // Without it an empty config leaves a blank area beside the result, which reads as broken.
        m_noSteps = new QLabel(this);
        m_noSteps->setObjectName(QStringLiteral("pipelineNoSteps"));
        m_noSteps->setWordWrap(true);
        m_noSteps->setForegroundRole(QPalette::PlaceholderText);
        m_noSteps->setContentsMargins(kPad, kPad, kPad, kPad);
        m_noSteps->hide();
        retranslateWith(m_noSteps, [label = m_noSteps] {
            label->setText(tr("No policy step applies in this context, so every tool reaches the "
                              "result. Set a profile, or an allow or deny list, on the Policy "
                              "screen to see the steps here."));
        });
    }
    connect(m_model, &QAbstractItemModel::modelReset, this, &PipelineView::relayout);
    // Column titles and counts are laid out once per evaluation, in the language of the moment.
    connect(m_model, &QAbstractItemModel::layoutChanged, this, &PipelineView::relayout);
    relayout();
}

void PipelineView::setFilterText(const QString &text) {
    m_filter = text.trimmed();
    update();
}

void PipelineView::setSelectedRow(int row) {
    m_selectedRow = row;
    update();
}

QString PipelineView::columnTitle(int index) const {
    return index >= 0 && index < m_columns.size() ? m_columns.at(index).title : QString();
}

QRect PipelineView::chipRect(int column, int row) const {
    for (const Column &c : m_columns) {
        if (c.modelColumn != column)
            continue;
        for (const Chip &chip : c.chips) {
            if (chip.row == row)
                return chip.rect;
        }
    }
    return {};
}

QSize PipelineView::sizeHint() const {
    return m_size;
}

void PipelineView::resizeEvent(QResizeEvent *event) {
    placeNoStepsNote();
    QWidget::resizeEvent(event);
}

void PipelineView::placeNoStepsNote() {
    if (!m_noSteps || m_noSteps->isHidden())
        return;
    const int noteWidth = qMin(width(), kColumnWidth * 3);
    m_noSteps->setGeometry(0, 0, noteWidth, m_noSteps->heightForWidth(noteWidth));
}

void PipelineView::changeEvent(QEvent *event) {
    if (event->type() == QEvent::FontChange)
        relayout();
    QWidget::changeEvent(event);
}

void PipelineView::relayout() {
    m_columns.clear();
    const QFontMetrics metrics(font());
    const int chipHeight = metrics.height() + 6;
    const int inner = kColumnWidth - 2 * kPad;
    int x = kColumnGap / 2;
    int maxHeight = 0;

    // Removed tools first, each with the entry that removed it: they are what the admin looks
    // for, and would otherwise sit below dozens of kept chips.
    auto place = [&](Column &column, const QList<int> &kept, const QList<int> &removed) {
        int cy = column.rect.top() + kHeaderHeight;
        if (!removed.isEmpty()) {
            column.removedHeaderY = cy;
            cy += metrics.height() + 6;
            for (int row : removed) {
                const QString name = m_model->headerData(row, Qt::Vertical).toString();
                const int width = qMin(inner, metrics.horizontalAdvance(name) + 20);
                const QString note = m_model->index(row, column.modelColumn)
                                         .data(core::PipelineModel::RemovedByRole)
                                         .toString();
                column.chips.append(
                    {QRect(column.rect.left() + kPad, cy, width, chipHeight), row, true, note});
                cy += chipHeight + metrics.height() + 6;
            }
            cy += 6;
            column.keptHeaderY = cy;
            cy += metrics.height() + 6;
        }
        int cx = column.rect.left() + kPad;
        for (int row : kept) {
            const QString name = m_model->headerData(row, Qt::Vertical).toString();
            const int width = qMin(inner, metrics.horizontalAdvance(name) + 20);
            if (cx + width > column.rect.left() + kPad + inner && cx > column.rect.left() + kPad) {
                cx = column.rect.left() + kPad;
                cy += chipHeight + kChipGap;
            }
            column.chips.append({QRect(cx, cy, width, chipHeight), row, false, {}});
            cx += width + kChipGap;
        }
        if (!kept.isEmpty())
            cy += chipHeight + kChipGap;
        column.rect.setBottom(cy + kPad - 4);
        maxHeight = qMax(maxHeight, column.rect.bottom());
    };

    for (int c = 0; m_part == Part::Steps && c < m_model->columnCount(); ++c) {
        Column column;
        column.modelColumn = c;
        column.rect = QRect(x, kColumnGap / 2, kColumnWidth, 0);
        column.title = m_model->headerData(c, Qt::Horizontal).toString();
        const bool prefilter =
            m_model->headerData(c, Qt::Horizontal, core::PipelineModel::StageKindRole).toInt() ==
            static_cast<int>(core::PipelineModel::StageKind::Prefilter);
        column.counts =
            (prefilter ? tr("pre-filter · kept %1 · removed %2") : tr("kept %1 · removed %2"))
                .arg(m_model->headerData(c, Qt::Horizontal, core::PipelineModel::KeptCountRole)
                         .toInt())
                .arg(m_model->headerData(c, Qt::Horizontal, core::PipelineModel::RemovedCountRole)
                         .toInt());
        place(column, m_model->keptRows(c), m_model->removedRows(c));
        m_columns.append(column);
        x += kColumnWidth + kColumnGap;
    }
    if (m_part == Part::Result) {
        Column result;
        result.modelColumn = -1;
        result.rect = QRect(x, kColumnGap / 2, kColumnWidth, 0);
        result.title = tr("Result");
        const QList<int> final = m_model->finalRows();
        result.counts = tr("%n tool(s) callable", nullptr, static_cast<int>(final.size()));
        place(result, final, {});
        m_columns.append(result);
        x += kColumnWidth + kColumnGap;
    }
    x -= kColumnGap / 2;
    if (m_noSteps) {
        m_noSteps->setVisible(m_columns.isEmpty());
        placeNoStepsNote();
    }

    m_size = QSize(x, maxHeight + kColumnGap);
    setMinimumSize(m_size);
    updateGeometry();
    update();
}

bool PipelineView::matchesFilter(int row) const {
    return m_filter.isEmpty() || m_model->headerData(row, Qt::Vertical)
                                     .toString()
                                     .contains(m_filter, Qt::CaseInsensitive);
}

void PipelineView::paintEvent(QPaintEvent *event) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics metrics(font());
    QFont bold = font();
    bold.setWeight(QFont::DemiBold);
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.88);
    const QFontMetrics smallMetrics(small);

    for (const Column &column : std::as_const(m_columns)) {
        if (!column.rect.intersects(event->rect()))
            continue;
        const bool result = column.modelColumn < 0;
        painter.setPen(QPen(result ? Theme::tone(Theme::Tone::Accent) : Theme::border(), 1));
        painter.setBrush(Theme::surface());
        painter.drawRoundedRect(QRectF(column.rect).adjusted(0.5, 0.5, -0.5, -0.5), 8, 8);

        const QRect titleRect(column.rect.left() + kPad, column.rect.top() + 8,
                              kColumnWidth - 2 * kPad, metrics.height());
        painter.setFont(bold);
        painter.setPen(Theme::textPrimary());
        painter.drawText(
            titleRect, Qt::AlignLeft | Qt::AlignVCenter,
            QFontMetrics(bold).elidedText(column.title, Qt::ElideMiddle, titleRect.width()));
        painter.setFont(small);
        painter.setPen(Theme::textSecondary());
        painter.drawText(titleRect.translated(0, metrics.height() + 2),
                         Qt::AlignLeft | Qt::AlignVCenter, column.counts);
        painter.setPen(QPen(Theme::border(), 1));
        painter.drawLine(column.rect.left() + 1, column.rect.top() + kHeaderHeight - 8,
                         column.rect.right() - 1, column.rect.top() + kHeaderHeight - 8);
        auto sectionTitle = [&](int y, const QColor &colour, const QString &text) {
            if (y < 0)
                return;
            painter.setFont(bold);
            painter.setPen(colour);
            painter.drawText(
                QRect(column.rect.left() + kPad, y, kColumnWidth - 2 * kPad, metrics.height()),
                Qt::AlignLeft | Qt::AlignVCenter, text);
        };
        sectionTitle(column.removedHeaderY, Theme::tone(Theme::Tone::Danger), tr("Removed here"));
        sectionTitle(column.keptHeaderY, Theme::textSecondary(), tr("Kept"));

        for (const Chip &chip : column.chips) {
            if (!chip.rect.intersects(event->rect()) && !chip.removed)
                continue;
            const Theme::ToolSource source = sourceOf(*m_model, chip.row);
            const bool dim = isDimmed(chip.row);
            const bool highlighted = isHighlighted(chip.row);
            painter.setOpacity(dim ? 0.28 : 1.0);
            QColor fill = chip.removed ? Theme::toneBackground(Theme::Tone::Danger)
                                       : Theme::sourceBackground(source);
            QColor text =
                chip.removed ? Theme::tone(Theme::Tone::Danger) : Theme::sourceColor(source);
            painter.setPen(Qt::NoPen);
            painter.setBrush(fill);
            painter.drawRoundedRect(QRectF(chip.rect), 5, 5);
            if (highlighted || chip.row == m_selectedRow) {
                painter.setPen(QPen(chip.row == m_selectedRow ? Theme::textPrimary()
                                                              : Theme::tone(Theme::Tone::Accent),
                                    2));
                painter.setBrush(Qt::NoBrush);
                painter.drawRoundedRect(QRectF(chip.rect).adjusted(1, 1, -1, -1), 5, 5);
            }
            painter.setFont(font());
            painter.setPen(text);
            const QString name = m_model->headerData(chip.row, Qt::Vertical).toString();
            painter.drawText(chip.rect.adjusted(7, 0, -3, 0), Qt::AlignVCenter | Qt::AlignLeft,
                             metrics.elidedText(name, Qt::ElideRight, chip.rect.width() - 10));
            if (chip.removed) {
                painter.setFont(small);
                painter.setPen(Theme::textSecondary());
                const QRect noteRect(chip.rect.left() + 2, chip.rect.bottom() + 2,
                                     kColumnWidth - 2 * kPad - 2, smallMetrics.height());
                painter.drawText(
                    noteRect, Qt::AlignLeft | Qt::AlignVCenter,
                    smallMetrics.elidedText(chip.note, Qt::ElideRight, noteRect.width()));
            }
            painter.setOpacity(1.0);
        }
    }
}

const PipelineView::Chip *PipelineView::chipAt(const QPoint &pos) const {
    for (const Column &column : m_columns) {
        if (!column.rect.contains(pos))
            continue;
        for (const Chip &chip : column.chips) {
            if (chip.rect.contains(pos))
                return &chip;
        }
    }
    return nullptr;
}

void PipelineView::mousePressEvent(QMouseEvent *event) {
    if (const Chip *chip = chipAt(event->position().toPoint())) {
        setSelectedRow(chip->row);
        emit toolClicked(chip->row);
        return;
    }
    QWidget::mousePressEvent(event);
}

bool PipelineView::event(QEvent *event) {
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        if (const Chip *chip = chipAt(help->pos())) {
            const QString name = m_model->headerData(chip->row, Qt::Vertical).toString();
            QToolTip::showText(help->globalPos(),
                               chip->removed ? tr("%1 — removed: %2").arg(name, chip->note)
                                             : tr("%1 — click to explain").arg(name),
                               this);
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(event);
}

} // namespace toolgate::ui
