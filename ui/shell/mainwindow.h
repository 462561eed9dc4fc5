// SPDX-License-Identifier: MIT
#pragma once

#include <QKeySequence>
#include <QList>
#include <QMainWindow>

class QAction;
class QLabel;
class QMenu;
class QPushButton;

namespace toolgate::gateway {
class ConnectionManager;
}

namespace toolgate::ui {

class ActionRegistry;
class CommandPalette;
class ConnectionIndicator;
class DocumentCommands;
class DocumentController;
class DiskChangeWatcher;
class GatewayConfigLink;
class GatewayToolCatalog;
class RecentFiles;
class Screen;
class ScreenNavigator;
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
    GatewayToolCatalog *toolCatalog() const { return m_toolCatalog; }

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
    // The size of a first window (nothing saved yet) on a screen with `available` room.
    static QSize firstSize(const QSize &available);

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
    // A screen was built (at once or when first needed): wire what the window follows of it.
    void screenBuilt(int index, Screen *screen);
    void updateRecentFiles();
    void updateDocumentState();
    void updateTitle();
    void followPendingApprovals();
    void showPendingApprovals(int count);
    bool reviewChanges(const QString &actionText);
    void openTrace();
    void showAbout();
    void showShortcuts();
    // mainwindowgateway.cpp: File > Open from Gateway / Apply to Gateway and their outcomes.
    void createGatewayActions();
    void openFromGateway();
    void applyToGateway();
    void wireConfigLink();
    // The open file changed on disk: reload it, or rebase unsaved edits onto it
    // (mainwindowdisk.cpp).
    void followDiskChanges();
    void onChangedOnDisk(const QString &path);

    DocumentController *m_document;
    RecentFiles *m_recentFiles;
    gateway::ConnectionManager *m_connections;
    GatewayConfigLink *m_configLink = nullptr;
    DiskChangeWatcher *m_diskWatcher = nullptr;
    GatewayToolCatalog *m_toolCatalog = nullptr;
    ActionRegistry *m_actions;
    DocumentCommands *m_commands;
    CommandPalette *m_palette = nullptr;
    ScreenNavigator *m_navigator = nullptr;
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
    QList<QAction *> m_recentActions;
};

} // namespace toolgate::ui
