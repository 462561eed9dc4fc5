// SPDX-License-Identifier: MIT
// ViewportColumnFit: the sharing rule on its own, then a real table offscreen that is narrowed and
// widened (as a lazily built screen is after its first layout): every header stays inside the
// viewport and readable, no horizontal scrollbar, and the columns grow back when there is room.
#include "failonwarning.h"
#include "ui/widgets/viewportcolumnfit.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>

#include <numeric>

using toolgate::ui::raisedFloors;
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
    void init() { toolgate::test::failOnAnyWarning(); }
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

    void aMinimumIsKeptWhileOthersGiveWay() {
        // Pattern asks 220 with a minimum of 200; the others' labels leave it 250.
        const QList<int> floors = raisedFloors({220, 200, 200}, {60, 50, 50}, {200, 0, 0}, 350);
        QCOMPARE(floors, (QList<int>{200, 50, 50}));
        const QList<int> widths = shareColumnWidths({220, 200, 200}, floors, 350);
        QVERIFY(widths[0] >= 200);
        QVERIFY(sum(widths) <= 350);
        // Never more than it asks, and only what the others' labels leave.
        QCOMPARE(raisedFloors({90, 200}, {60, 50}, {200, 0}, 350)[0], 90);
        QCOMPARE(raisedFloors({220, 200}, {60, 250}, {200, 0}, 350)[0], 100);
        QCOMPARE(raisedFloors({220, 200}, {60, 330}, {200, 0}, 350)[0], 60);
    }

    void aPriorityColumnStaysReadableInANarrowTable() {
        QStandardItemModel model(3, 7);
        model.setHorizontalHeaderLabels(
            QStringLiteral("Pattern,Arguments,Breadth,Source,Last used,Last command,Resolved path")
                .split(u','));
        for (int row = 0; row < 3; ++row)
            for (int column = 0; column < 7; ++column)
                model.setItem(row, column,
                              new QStandardItem(QStringLiteral("/opt/toolchains/x86_64/bin/")
                                                    .repeated(column == 0 ? 3 : 1)));
        QTableView view;
        view.setModel(&model);
        for (int column = 4; column < 7; ++column)
            view.setColumnHidden(column, true);
        auto *fit = new ViewportColumnFit(&view, 220);
        fit->setMinimumWidth(0, 200);
        view.resize(590, 300); // the allowlist's width in a 1024 px window
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        fit->refit();
        QHeaderView *header = view.horizontalHeader();
        QVERIFY2(header->sectionSize(0) >= 200,
                 qPrintable(QString::number(header->sectionSize(0))));
        QVERIFY(header->sectionSize(1) < header->sectionSize(0)); // the others gave way
        QVERIFY(header->length() <= view.viewport()->width());
        QVERIFY(!view.horizontalScrollBar()->isVisible());
    }

    void hidingAColumnIsNoDrag() {
        QStandardItemModel model(1, 4);
        model.setHorizontalHeaderLabels(QStringLiteral("One,Two,Three,Four").split(u','));
        for (int column = 0; column < 4; ++column)
            model.setItem(0, column, new QStandardItem(QStringLiteral("/opt/x/").repeated(6)));
        QTableView view;
        view.setModel(&model);
        new ViewportColumnFit(&view, 220);
        view.resize(900, 200);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setColumnHidden(1, true);
        view.setColumnHidden(1, false);
        view.resize(400, 200); // the fit still follows the room
        QTRY_VERIFY(view.horizontalHeader()->length() <= view.viewport()->width());
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
