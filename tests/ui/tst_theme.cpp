// SPDX-License-Identifier: MIT
// What the style sheet draws, checked on rendered pixels: combo and spin box arrows, a scroll bar
// handle darker than its groove, a file dialog free of the sidebar's navy, Connections headers
// starting where their cells start, and approval decisions coloured by what they decided.
#include "approvals/approvalentry.h"
#include "connections/connectionregistry.h"
#include "failonwarning.h"
#include "gateway/connectionmanager.h"
#include "models/approvallistmodel.h"
#include "models/historytablemodel.h"
#include "ui/approvals/approvalsscreen.h"
#include "ui/approvals/decisiontone.h"
#include "ui/approvals/historyview.h"
#include "ui/connections/connectionsscreen.h"
#include "ui/shell/theme.h"
#include "ui/shell/themepalette.h"

#include <QApplication>
#include <QComboBox>
#include <QFileDialog>
#include <QHeaderView>
#include <QScrollBar>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace toolgate;
using namespace toolgate::ui;

namespace {

bool near(QColor a, QColor b, int tolerance) {
    return qAbs(a.red() - b.red()) <= tolerance && qAbs(a.green() - b.green()) <= tolerance &&
           qAbs(a.blue() - b.blue()) <= tolerance;
}

int countNear(const QImage &image, const QRect &area, QColor colour, int tolerance) {
    int count = 0;
    const QRect r = area.intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y) {
        for (int x = r.left(); x <= r.right(); ++x)
            count += near(image.pixelColor(x, y), colour, tolerance) ? 1 : 0;
    }
    return count;
}

// The leftmost column in `area` with dark (text) pixels, or -1.
int firstInk(const QImage &image, const QRect &area) {
    const QRect r = area.intersected(image.rect());
    for (int x = r.left(); x <= r.right(); ++x) {
        for (int y = r.top(); y <= r.bottom(); ++y) {
            if (image.pixelColor(x, y).lightness() < 200)
                return x;
        }
    }
    return -1;
}

QImage render(QWidget *widget) {
    return widget->grab().toImage().convertToFormat(QImage::Format_RGB32);
}

} // namespace

class TestTheme final : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        Theme::apply(*qobject_cast<QApplication *>(QCoreApplication::instance()));
    }

    void comboBoxDrawsItsArrow() {
        QComboBox combo;
        combo.addItems({QStringLiteral("coding"), QStringLiteral("minimal")});
        combo.resize(200, combo.sizeHint().height());
        combo.show();
        QVERIFY(QTest::qWaitForWindowExposed(&combo));
        const QImage image = render(&combo);
        // The arrow in the palette's secondary text colour, inside the 22 px at the right edge.
        const QRect arrowArea(image.width() - 22, 0, 22, image.height());
        QVERIFY(countNear(image, arrowArea, ThemePalette::light().textSecondary, 40) >= 10);
    }

    void spinBoxDrawsBothArrows() {
        QSpinBox spin;
        spin.setRange(0, 100);
        spin.setValue(50);
        spin.resize(120, 30);
        spin.show();
        QVERIFY(QTest::qWaitForWindowExposed(&spin));
        const QImage image = render(&spin);
        const int half = image.height() / 2;
        const QColor arrow = ThemePalette::light().textSecondary;
        QVERIFY(countNear(image, QRect(image.width() - 19, 0, 19, half), arrow, 40) >= 6);
        QVERIFY(countNear(image, QRect(image.width() - 19, half, 19, half), arrow, 40) >= 6);
    }

    void scrollBarHandleIsDarkerThanItsGroove() {
        QScrollBar bar(Qt::Vertical);
        bar.setRange(0, 100);
        bar.setPageStep(20);
        bar.setValue(0);
        bar.resize(bar.sizeHint().width(), 300);
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        const QImage image = render(&bar);
        const QColor handle = image.pixelColor(image.width() / 2, 20);
        const QColor groove = image.pixelColor(image.width() / 2, image.height() - 10);
        QVERIFY2(handle.lightness() + 20 < groove.lightness(),
                 qPrintable(handle.name() + QLatin1Char(' ') + groove.name()));
    }

    void fileDialogSidebarIsNotNavy() {
        QFileDialog dialog;
        dialog.setOption(QFileDialog::DontUseNativeDialog);
        dialog.resize(700, 450);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *sidebar = dialog.findChild<QWidget *>(QStringLiteral("sidebar"));
        QVERIFY(sidebar);
        const QImage image = render(sidebar);
        // Text may be near-navy; the background (most of the area, and its empty corner) not.
        const QColor navy(0x1e, 0x29, 0x3b);
        QVERIFY(!near(image.pixelColor(image.width() - 4, image.height() - 4), navy, 12));
        QVERIFY(countNear(image, image.rect(), navy, 12) * 10 < image.width() * image.height());
    }

    void connectionsHeadersLineUpWithCells() {
        QTemporaryDir dir;
        core::ConnectionRegistry registry(dir.path());
        registry.setBuiltinDemo(QStringLiteral("ws://127.0.0.1:1/"), QStringLiteral("t"));
        gateway::ConnectionManager connections(&registry,
                                               dir.filePath(QStringLiteral("identity.json")));
        ConnectionsScreen screen(ScreenContext{nullptr, nullptr, nullptr, &connections});
        screen.resize(1024, 600);
        screen.show();
        QVERIFY(QTest::qWaitForWindowExposed(&screen));
        auto *table = screen.findChild<QTableView *>(QStringLiteral("connectionTable"));
        QVERIFY(table && table->model()->rowCount() > 0);
        QHeaderView *header = table->horizontalHeader();
        const QImage headerImage = render(header);
        const QImage cells = render(table->viewport());
        for (int column = 0; column < table->model()->columnCount(); ++column) {
            const int left = header->sectionViewportPosition(column);
            const int width = header->sectionSize(column);
            const int headerInk = firstInk(headerImage, QRect(left, 0, width, header->height()));
            const int cellInk = firstInk(cells, QRect(left, 0, width, table->rowHeight(0)));
            QVERIFY(headerInk >= 0 && cellInk >= 0);
            QVERIFY2(
                qAbs(headerInk - cellInk) <= 3,
                qPrintable(
                    QStringLiteral("column %1: %2 vs %3").arg(column).arg(headerInk).arg(cellInk)));
        }
    }

    void decisionsAreColouredByWhatTheyDecided() {
        QVERIFY(decisionTone(QStringLiteral("deny")) == Theme::Tone::Danger);
        QVERIFY(decisionTone(QStringLiteral("allow-once")) == Theme::Tone::Success);
        QVERIFY(decisionTone(QStringLiteral("allow-always")) == Theme::Tone::Success);
        QVERIFY(decisionTone(QString()) == Theme::Tone::Neutral);

        // The history's Decision column uses it: a deny row renders red, an allow row green.
        HistoryView history;
        auto *table = history.findChild<QTableView *>(QStringLiteral("historyTable"));
        QVERIFY(table);
        QVERIFY(dynamic_cast<DecisionDelegate *>(table->itemDelegate()));
        QStandardItemModel model(2, 1);
        for (int row = 0; row < 2; ++row) {
            const QString decision =
                row == 0 ? QStringLiteral("deny") : QStringLiteral("allow-once");
            model.setData(model.index(row, 0), decision);
            model.setData(model.index(row, 0), decision, core::HistoryTableModel::DecisionRole);
        }
        QTableView view;
        view.setModel(&model);
        view.setItemDelegate(new DecisionDelegate(0, core::HistoryTableModel::DecisionRole, &view));
        view.resize(300, 120);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QImage image = render(view.viewport());
        const QRect deny = view.visualRect(model.index(0, 0));
        const QRect allow = view.visualRect(model.index(1, 0));
        const QColor red = Theme::tone(Theme::Tone::Danger);
        const QColor green = Theme::tone(Theme::Tone::Success);
        QVERIFY(countNear(image, deny, red, 40) > 5);
        QCOMPARE(countNear(image, deny, green, 40), 0);
        QVERIFY(countNear(image, allow, green, 40) > 5);
        QCOMPARE(countNear(image, allow, red, 40), 0);
    }

    void inboxShowsWholeCellsAndDenyInRed() {
        QTemporaryDir dir;
        core::ConnectionRegistry registry(dir.path());
        gateway::ConnectionManager connections(&registry,
                                               dir.filePath(QStringLiteral("identity.json")));
        ApprovalsScreen screen(ScreenContext{nullptr, nullptr, nullptr, &connections});
        core::ApprovalEntry denied;
        denied.request.id = QStringLiteral("a1");
        denied.request.command = QStringLiteral("make -j4");
        denied.request.agentId = QStringLiteral("worker");
        denied.request.createdAtMs = 1000;
        denied.request.expiresAtMs = 121000;
        denied.state = core::ApprovalState::ResolvedHere;
        denied.decision = QStringLiteral("deny");
        screen.model()->upsert(QStringLiteral("demo"), QStringLiteral("Demo gateway"), denied);
        screen.resize(1024, 600);
        screen.show();
        QVERIFY(QTest::qWaitForWindowExposed(&screen));
        QTreeView *view = screen.inboxView();
        QVERIFY(view->isVisible());
        QApplication::processEvents(); // the header sizes its sections on the next layout
        using core::ApprovalListModel;
        // "Demo gateway" and "Resolved here: deny" fit their columns: nothing is elided.
        QFont bold = view->font();
        bold.setBold(true); // the gateway label is bold
        for (int column : {ApprovalListModel::GatewayColumn, ApprovalListModel::StateColumn}) {
            const QString text = screen.model()->index(0, column).data().toString();
            const QFont font = column == ApprovalListModel::GatewayColumn ? bold : view->font();
            const int needed = QFontMetrics(font).horizontalAdvance(text) + 6;
            QVERIFY2(view->header()->sectionSize(column) >= needed,
                     qPrintable(QStringLiteral("%1: %2 < %3")
                                    .arg(text)
                                    .arg(view->header()->sectionSize(column))
                                    .arg(needed)));
        }
        const QImage image = render(view->viewport());
        const QRect state =
            view->visualRect(screen.model()->index(0, ApprovalListModel::StateColumn));
        view->clearSelection();
        QVERIFY(countNear(image, state, Theme::tone(Theme::Tone::Danger), 40) > 5);
        QCOMPARE(countNear(image, state, Theme::tone(Theme::Tone::Success), 40), 0);
    }
};

QTEST_MAIN(TestTheme)
#include "tst_theme.moc"
