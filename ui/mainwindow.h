// SPDX-License-Identifier: MIT
#pragma once

#include <QKeySequence>
#include <QList>
#include <QMainWindow>

#include <vector>

class QAction;
class QActionGroup;
class QLabel;
class QListWidget;
class QMenu;
class QPushButton;
class QStackedWidget;

namespace toolgate::gateway {
class ConnectionManager;
}

namespace toolgate::ui {

class ActionRegistry;
class CommandPalette;
class DiffDialog;
class ConnectionIndicator;
class DocumentController;
class GatewayConfigLink;
class RecentFiles;
class Screen;
struct ScreenContext;

// The console's top-level window: navigation, the screen stack, menus, the status bar and the
// command palette. It owns no domain state: the document and recent files are handed in by main.
class MainWindow final : public QMainWindow {
    Q_OBJECT

public:
    // When the screens are built. ShownFirst (the console's start): only the screen shown
    // first, the others in the turn after the window's first paint, or whenever one is asked
    // for (showScreen, screens()) before that; the window appears sooner.
    enum class ScreenBuild { AllNow, ShownFirst };

    MainWindow(DocumentController *document, RecentFiles *recentFiles, QWidget *parent = nullptr);
    // `services` carries the live gateways (ScreenContext::connections) to the screens.
    MainWindow(DocumentController *document, RecentFiles *recentFiles,
               const ScreenContext &services, ScreenBuild build = ScreenBuild::AllNow,
               QWidget *parent = nullptr);
    ~MainWindow() override;

    ActionRegistry *actionRegistry() const { return m_actions; }
    ConnectionIndicator *connectionIndicator() const { return m_connection; }
    CommandPalette *commandPalette() const { return m_palette; }
    // Null when the console runs without gateways.
    GatewayConfigLink *configLink() const { return m_configLink; }

    // Every screen (those not built yet are built now).
    QList<Screen *> screens();
    // Pending approvals across gateways, shown on the Approvals entry, in the title and in the
    // status bar (whatever the screen).
    int pendingApprovals() const { return m_pendingApprovals; }
    Screen *currentScreen() const;
    int currentScreenIndex() const;
    void showScreen(int index);

    // Opens a config file, reporting failure in a message box; true when it opened.
    bool openFile(const QString &path);
    // Before anything replaces the document (Open, a recent file, a gateway, a demo scenario):
    // unsaved edits are saved or discarded as the user says. False = keep the document.
    bool maybeSave();
    void restoreWindowState();
    // The review shown before Save / Apply (not yet shown; deleted on close).
    DiffDialog *createDiffDialog(const QString &actionText);

signals:
    // File > Open Trace picked a file; the loops screen (or whoever listens) replays it.
    void traceFileRequested(const QString &path);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    // A window-wide action in the palette; retranslate() gives it its text and category.
    QAction *createAction(const QString &id, const QKeySequence &shortcut = {});
    void createActions();
    void createMenus();
    void createCentralArea();
    void createStatusBar();
    // Every text the window itself shows, again after each language switch.
    void retranslate();
    void updateUndoText();
    // A screen's navigation entry and action; `build` makes it now or when first needed.
    struct ScreenSlot;
    void addScreen(ScreenSlot slot, bool buildNow);
    Screen *ensureScreen(int index);
    void buildRemainingScreens();
    int screenIndex(const QString &objectName) const;
    void updateRecentFiles();
    void updateDocumentState();
    void updateTitle();
    void followPendingApprovals();
    void showPendingApprovals(int count);
    bool reviewChanges(const QString &actionText);
    bool confirmCommentLoss();
    bool saveAs();
    void open();
    void save();
    void openTrace();
    void showAbout();
    void showShortcuts();
    // mainwindowgateway.cpp: File > Open from Gateway / Apply to Gateway and their outcomes.
    void createGatewayActions();
    void openFromGateway();
    void applyToGateway();
    void wireConfigLink();

    DocumentController *m_document;
    RecentFiles *m_recentFiles;
    gateway::ConnectionManager *m_connections;
    GatewayConfigLink *m_configLink = nullptr;
    ActionRegistry *m_actions;
    CommandPalette *m_palette = nullptr;
    QListWidget *m_navigation = nullptr;
    QStackedWidget *m_stack = nullptr;
    ConnectionIndicator *m_connection = nullptr;
    QLabel *m_sourceLabel = nullptr;
    QPushButton *m_pendingButton = nullptr;
    int m_approvalsIndex = -1;
    int m_pendingApprovals = 0;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QLabel *m_brand = nullptr;
    QLabel *m_brandSubtitle = nullptr;
    QMenu *m_recentMenu = nullptr;
    QActionGroup *m_screenGroup = nullptr;
    QList<Screen *> m_screens; // null: not built yet
    std::vector<ScreenSlot> m_slots;
    QList<QAction *> m_screenActions;
    QList<QAction *> m_recentActions;
};

} // namespace toolgate::ui
