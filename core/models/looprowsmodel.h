// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractTableModel>
#include <QList>

namespace toolgate::core {

// A loop table whose rows are calls keyed by tool call id. A live run's lists only slide — old
// calls leave the front, new ones arrive at the back — so an update is a removal, a change and an
// insertion, and a view keeps its selection; anything else resets.
class LoopRowsModel : public QAbstractTableModel {
public:
    using QAbstractTableModel::QAbstractTableModel;

protected:
    template<class Row, class IdOf> void replaceRows(QList<Row> &rows, QList<Row> next, IdOf idOf) {
        const qsizetype dropped = slideOffset(rows, next, idOf);
        if (dropped < 0) {
            beginResetModel();
            rows = std::move(next);
            endResetModel();
            return;
        }
        if (dropped > 0) {
            beginRemoveRows({}, 0, static_cast<int>(dropped) - 1);
            rows.remove(0, dropped);
            endRemoveRows();
        }
        const qsizetype kept = rows.size();
        for (qsizetype i = 0; i < kept; ++i)
            rows[i] = next.at(i);
        if (kept > 0)
            emit dataChanged(index(0, 0), index(static_cast<int>(kept) - 1, columnCount() - 1));
        if (next.size() > kept) {
            beginInsertRows({}, static_cast<int>(kept), static_cast<int>(next.size()) - 1);
            rows.append(next.mid(kept));
            endInsertRows();
        }
    }

private:
    // How many rows left the front when `next` continues `rows`; -1 when it does not.
    template<class Row, class IdOf>
    static qsizetype slideOffset(const QList<Row> &rows, const QList<Row> &next, IdOf idOf) {
        if (rows.isEmpty())
            return 0;
        qsizetype start = 0;
        if (!next.isEmpty()) {
            while (start < rows.size() && idOf(rows.at(start)) != idOf(next.first()))
                ++start;
        } else {
            start = rows.size();
        }
        const qsizetype kept = rows.size() - start;
        if (kept > next.size())
            return -1;
        for (qsizetype i = 0; i < kept; ++i) {
            if (idOf(rows.at(start + i)) != idOf(next.at(i)))
                return -1;
        }
        return start;
    }
};

} // namespace toolgate::core
