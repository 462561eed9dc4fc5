// SPDX-License-Identifier: MIT
#pragma once

// The fixture of the UI tests that edit a config through the main window: a fresh workspace,
// document and window per test function, shown and active with a config open, and the sample
// data of tests/models/data. Header-only; the test defines TOOLGATE_MODEL_DATA_DIR.

#include "models/policyworkspace.h"
#include "models/scopetreemodel.h"
#include "policy/policycase.h"
#include "requirevalue.h"
#include "ui/document/diffdialog.h"
#include "ui/document/documentcontroller.h"
#include "ui/document/recentfiles.h"
#include "ui/policy/policyscreen.h"
#include "ui/shell/mainwindow.h"
#include "util/jsonio.h"
#include "widgetdriver.h"

#include <QApplication>
#include <QSize>
#include <QStandardPaths>
#include <QTest>
#include <QTreeView>
#include <QTreeWidget>

#include <vector>

namespace toolgate::test {

// A file of tests/models/data.
inline QString modelDataFile(const char *name) {
    return QStringLiteral(TOOLGATE_MODEL_DATA_DIR "/") + QLatin1String(name);
}

// The tool list of sample-tools.json (what sample-openclaw.json5's policies filter).
inline std::vector<core::PolicyTool> sampleTools() {
    const core::Json json =
        requireValue(core::readJsonFile(modelDataFile("sample-tools.json")), "sample-tools.json");
    return requireValue(core::parsePolicyTools(json), "sample tools");
}

class ConsoleWindowTest : public QObject {
protected:
    // For initTestCase(): settings of this test only, never the user's.
    static void useTestSettings(const QString &applicationName) {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ToolgateTests"));
        QCoreApplication::setApplicationName(applicationName);
    }

    // For init(): the window over a new workspace (with `tools`, if any), `configPath` open.
    void openConsole(const QString &configPath, std::vector<core::PolicyTool> tools = {},
                     QSize size = {1400, 900}) {
        m_workspace = new core::PolicyWorkspace;
        if (!tools.empty())
            m_workspace->setTools(std::move(tools));
        m_document = new ui::DocumentController(m_workspace);
        m_recent = new ui::RecentFiles;
        m_window = new ui::MainWindow(m_document, m_recent);
        m_window->resize(size);
        m_window->show();
        QApplication::setActiveWindow(m_window);
        QVERIFY(QTest::qWaitForWindowActive(m_window));
        // As main.cpp opens a path given on the command line (File > Open's dialog is the
        // platform's).
        QVERIFY2(m_window->openFile(configPath), qPrintable(configPath));
    }

    // Clicks the Policy screen's scope tree row of the policy object at `dotted` ("tools",
    // "agents.entries.ops.tools", ...); false when there is no such row.
    bool clickScope(const char *dotted) const {
        auto *policy = m_window->findChild<ui::PolicyScreen *>(QStringLiteral("policyScreen"));
        return policy && clickRow(policy->scopeTree(), QString::fromUtf8(dotted),
                                  core::ScopeTreeModel::KeyPathRole);
    }

    // What the review before saving lists: semantic rows as "agent | gains | losses", and the
    // changed paths.
    struct Review {
        QStringList semantic;
        QStringList paths;
        QString errors;               // the lint errors it warns about ("" when none)
        bool cancelIsDefault = false; // Enter would not send it
    };
    // Presses Ctrl+S and reads the review that opens, then cancels it: nothing is saved.
    // Empty when no review opened.
    Review reviewSave() {
        Review shown;
        bool reviewed = false;
        whenOpen<ui::DiffDialog>([&](ui::DiffDialog *dialog) {
            for (int i = 0; i < dialog->semanticView()->topLevelItemCount(); ++i) {
                const QTreeWidgetItem *row = dialog->semanticView()->topLevelItem(i);
                shown.semantic << row->text(0) + QStringLiteral(" | ") +
                                      row->text(1).replace(QLatin1Char('\n'),
                                                           QStringLiteral(", ")) +
                                      QStringLiteral(" | ") +
                                      row->text(2).replace(QLatin1Char('\n'), QStringLiteral(", "));
            }
            for (int i = 0; i < dialog->pathView()->topLevelItemCount(); ++i)
                shown.paths << dialog->pathView()->topLevelItem(i)->text(0);
            if (auto *errors = dialog->findChild<QLabel *>(QStringLiteral("diffErrors")))
                shown.errors = errors->text();
            if (auto *box = dialog->findChild<QDialogButtonBox *>())
                shown.cancelIsDefault = box->button(QDialogButtonBox::Cancel)->isDefault();
            reviewed = clickDialogButton(dialog, QDialogButtonBox::Cancel);
        });
        QTest::keyClick(m_window, Qt::Key_S, Qt::ControlModifier);
        if (!QTest::qWaitFor([&reviewed] { return reviewed; }))
            return {};
        return shown;
    }

    // For cleanup().
    void closeConsole() {
        delete m_window;
        delete m_recent;
        delete m_document;
        delete m_workspace;
        m_window = nullptr;
        m_recent = nullptr;
        m_document = nullptr;
        m_workspace = nullptr;
    }

    core::PolicyWorkspace *m_workspace = nullptr;
    ui::DocumentController *m_document = nullptr;
    ui::RecentFiles *m_recent = nullptr;
    ui::MainWindow *m_window = nullptr;
};

} // namespace toolgate::test
