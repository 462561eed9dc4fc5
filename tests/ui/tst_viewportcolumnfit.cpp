// SPDX-License-Identifier: MIT
// ViewportColumnFit: the sharing rule on its own, then a real table offscreen that is narrowed and
// widened (as a lazily built screen is after its first layout): every header stays inside the
// viewport and readable, no horizontal scrollbar, and the columns grow back when there is room.
#include "ui/viewportcolumnfit.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>

#include <numeric>

using toolgate::ui::shareColumnWidths;
using toolgate::ui::ViewportColumnFit;

class TestViewportColumnFit : public QObject {
    Q_OBJECT

    static int sum(const QList<int> &widths) {
        return std::accumulate(widths.cbegin(), widths.cend(), 0);
    }
    static int headerRight(const QTableView &view) {
        const QHeaderView *header = view.horizontalHeader();
        const int last = header->logicalIndex(header->count() - 1);
        return header->sectionViewportPosition(last) + header->sectionSize(last);
    }

private slots:
    void askedWidthsThatFitAreKept() {
        QCOMPARE(shareColumnWidths({80, 120, 60}, {40, 40, 40}, 300), (QList<int>{80, 120, 60}));
    }

    void theWidestGiveWayFirst() {
        const QList<int> widths = shareColumnWidths({60, 300, 200}, {40, 40, 40}, 400);
        QCOMPARE(widths[0], 60); // under the ceiling: untouched
        QCOMPARE(widths[1], widths[2]);
        QVERIFY(sum(widths) <= 400);
        QVERIFY(sum(widths) > 400 - 3); // the highest ceiling that fits, not a lower one
    }

    void noColumnGoesBelowItsFloor() {
        const QList<int> widths = shareColumnWidths({100, 100, 100}, {90, 20, 20}, 150);
        QCOMPARE(widths[0], 90);
        QVERIFY(widths[1] >= 20 && widths[2] >= 20);
    }

    void aNarrowedTableKeepsEveryHeaderInView() {
        QStandardItemModel model(3, 7);
        const QStringList headers =
            QStringLiteral("Pattern,Arguments,Breadth,Source,Last used,Last command,Resolved path")
                .split(u',');
        model.setHorizontalHeaderLabels(headers);
        for (int row = 0; row < 3; ++row)
            for (int column = 0; column < 7; ++column)
                model.setItem(
                    row, column,
                    new QStandardItem(
                        QStringLiteral("/usr/local/bin/some-long-value-%1").arg(row * 7 + column)));
        QTableView view;
        view.setModel(&model);
        view.setSortingEnabled(true);
        new ViewportColumnFit(&view, 220);
        view.resize(1600, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QHeaderView *header = view.horizontalHeader();
        const int roomyPattern = header->sectionSize(0);

        view.resize(640, 300);
        QTRY_VERIFY(headerRight(view) <= view.viewport()->width());
        QVERIFY(!view.horizontalScrollBar()->isVisible());
        const QFontMetrics metrics(header->font());
        for (int column = 0; column < 7; ++column)
            QVERIFY2(header->sectionSize(column) >= metrics.horizontalAdvance(headers[column]),
                     qPrintable(headers[column]));
        QVERIFY(header->sectionSize(0) < roomyPattern);
        // An elided cell still says everything it holds.
        QCOMPARE(model.index(0, 5).data(Qt::DisplayRole).toString().isEmpty(), false);

        view.resize(1600, 300);
        QTRY_COMPARE(header->sectionSize(0), roomyPattern);
    }

    void aColumnTheUserDragsKeepsItsWidth() {
        QStandardItemModel model(1, 3);
        model.setHorizontalHeaderLabels(QStringLiteral("One,Two,Three").split(u','));
        QSortFilterProxyModel rows; // its source's reset is the "other scope" the screen loads
        rows.setSourceModel(&model);
        QTableView view;
        view.setModel(&rows);
        new ViewportColumnFit(&view, 220);
        view.resize(600, 200);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const int fitted = view.horizontalHeader()->sectionSize(0);
        view.horizontalHeader()->resizeSection(0, 300); // as a drag does
        view.resize(620, 200);
        QTest::qWait(0);
        QCOMPARE(view.horizontalHeader()->sectionSize(0), 300);
        rows.setSourceModel(nullptr);
        rows.setSourceModel(&model); // a model reset: the fit takes over again
        QCOMPARE(view.horizontalHeader()->sectionSize(0), fitted);
    }
};

QTEST_MAIN(TestViewportColumnFit)
#include "tst_viewportcolumnfit.moc"
