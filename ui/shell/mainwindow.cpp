// SPDX-License-Identifier: MIT
#include "ui/shell/mainwindow.h"

#include "models/policyworkspace.h"
#include "ui/approvals/approvalsscreen.h"
#include "ui/approvals/approvaltray.h"
#include "ui/connections/connectionsscreen.h"
#include "ui/document/documentcommands.h"
#include "ui/document/documentcontroller.h"
#include "ui/document/gatewayconfiglink.h"
#include "ui/document/gatewaytoolcatalog.h"
#include "ui/document/recentfiles.h"
#include "ui/execapprovals/execapprovalsscreen.h"
#include "ui/loops/loopsscreen.h"
#include "ui/pipeline/pipelinescreen.h"
#include "ui/policy/policyscreen.h"
#include "ui/schemas/schemasscreen.h"
#include "ui/shell/actionregistry.h"
#include "ui/shell/commandpalette.h"
#include "ui/shell/connectionindicator.h"
#include "ui/shell/consolesettings.h"
#include "ui/shell/languagechange.h"
#include "ui/shell/languagemenu.h"
#include "ui/shell/presentation.h"
#include "ui/shell/screen.h"
#include "ui/shell/screennavigator.h"
#include "ui/shell/shortcutsdialog.h"
#include "ui/shell/thememenu.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

#include <functional>

namespace toolgate::ui {

namespace {

// A navigator slot for screen S: named by its descriptor, built from the shared context when
// first needed.
template<typename S> ScreenNavigator::Slot screenSlot(const ScreenContext &context) {
    return {&S::kDescriptor,
            [context](QWidget *parent) -> Screen * { return new S(context, parent); }};
}

} // namespace

MainWindow::MainWindow(DocumentController *document, RecentFiles *recentFiles, QWidget *parent)
    : MainWindow(document, recentFiles, ScreenContext{}, ScreenBuild::AllNow, parent) {}

MainWindow::MainWindow(DocumentController *document, RecentFiles *recentFiles,
                       const ScreenContext &services, ScreenBuild build, QWidget *parent)
    : QMainWindow(parent)
    , m_document(document)
    , m_recentFiles(recentFiles)
    , m_connections(services.connections)
    , m_actions(new ActionRegistry(this))
    , m_commands(new DocumentCommands(document, recentFiles, this)) {
    if (m_connections) {
        m_configLink = new GatewayConfigLink(m_document, m_connections, this);
        m_toolCatalog =
            new GatewayToolCatalog(m_configLink, m_connections, m_document->workspace(), this);
    }
    setObjectName(QStringLiteral("mainWindow"));
    setMinimumSize(960, 600);
    followDiskChanges();
    createActions();
    m_palette = new CommandPalette(*m_actions, this);
    createMenus();
    m_navigator = new ScreenNavigator(m_actions, this, m_viewMenu);
    connect(m_navigator, &ScreenNavigator::screenBuilt, this, &MainWindow::screenBuilt);
    createCentralArea();
    createStatusBar();

    ScreenContext context = services;
    context.document = m_document;
    context.actions = m_actions;
    context.workspace = m_document->workspace();
    context.toolCatalog = m_toolCatalog;
    const bool now = build == ScreenBuild::AllNow;
    m_navigator->addScreen(screenSlot<PolicyScreen>(context), true);
    m_navigator->addScreen(screenSlot<PipelineScreen>(context), now);
    m_navigator->addScreen(screenSlot<LoopsScreen>(context), now);
    m_navigator->addScreen(screenSlot<ApprovalsScreen>(context), now);
    m_navigator->addScreen(screenSlot<SchemasScreen>(context), now);
    m_navigator->addScreen(screenSlot<ConnectionsScreen>(context), now);
    m_navigator->addScreen(screenSlot<ExecApprovalsScreen>(context), now);
    m_approvalsIndex = m_navigator->indexOf(QStringLiteral("approvalsScreen"));
    followPendingApprovals(); // built already, or when it is built
    showScreen(0);
    if (!now)
        m_navigator->buildAllAfterFirstPaint(this);
    (new PresentationMode(this))->addToMenu(m_viewMenu, *m_actions);
    new LanguageMenu(m_viewMenu);
    if (services.themes)
        new ThemeMenu(m_viewMenu, services.themes);

    connect(m_document, &DocumentController::sourceChanged, this, &MainWindow::updateDocumentState);
    connect(m_document, &DocumentController::modifiedChanged, this,
            &MainWindow::updateDocumentState);
    connect(m_document, &DocumentController::documentOpened, this,
            &MainWindow::updateDocumentState);
    connect(m_recentFiles, &RecentFiles::filesChanged, this, &MainWindow::updateRecentFiles);
    wireConfigLink();
    retranslateWith(this, [this] { retranslate(); });
}

MainWindow::~MainWindow() = default;

QAction *MainWindow::createAction(const QString &id, const QKeySequence &shortcut) {
    auto *action = new QAction(this);
    if (!shortcut.isEmpty())
        action->setShortcut(shortcut);
    action->setShortcutContext(Qt::WindowShortcut);
    m_actions->addAction(id, action, QString());
    addAction(action);
    return action;
}

void MainWindow::createActions() {
    QAction *openAction = createAction(QStringLiteral("file.open"), QKeySequence::Open);
    connect(openAction, &QAction::triggered, m_commands, &DocumentCommands::open);
    // The app starts the embedded demo gateway (it owns it); first-run screens offer the button.
    // Hidden until the app wires it, and while the demo runs.
    createAction(QStringLiteral("demo.start"))->setVisible(false);

    for (int i = 0; i < RecentFiles::maximumCount; ++i) {
        QAction *recent = createAction(QStringLiteral("file.recent.%1").arg(i));
        recent->setVisible(false);
        connect(recent, &QAction::triggered, this, [this, recent] {
            if (maybeSave())
                openFile(recent->data().toString());
        });
        m_recentActions.append(recent);
    }
    QAction *clearRecent = createAction(QStringLiteral("file.clearRecent"));
    connect(clearRecent, &QAction::triggered, m_recentFiles, &RecentFiles::clear);

    QAction *saveAction = createAction(QStringLiteral("file.save"), QKeySequence::Save);
    connect(saveAction, &QAction::triggered, m_commands, &DocumentCommands::save);
    QAction *saveAsAction =
        createAction(QStringLiteral("file.saveAs"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(saveAsAction, &QAction::triggered, m_commands, [this] { m_commands->saveAs(); });
    createGatewayActions();
    QAction *trace = createAction(QStringLiteral("file.openTrace"),
                                  QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    connect(trace, &QAction::triggered, this, &MainWindow::openTrace);
    QAction *quit = createAction(QStringLiteral("file.quit"), QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    // Own undo/redo actions rather than QUndoStack's: those fix their "Undo" prefix when created,
    // so they would not follow a language switch.
    QUndoStack *stack = m_document->undoStack();
    QAction *undo = createAction(QStringLiteral("edit.undo"), QKeySequence::Undo);
    undo->setEnabled(stack->canUndo());
    connect(undo, &QAction::triggered, stack, &QUndoStack::undo);
    connect(stack, &QUndoStack::canUndoChanged, undo, &QAction::setEnabled);
    connect(stack, &QUndoStack::undoTextChanged, this, &MainWindow::updateUndoText);
    QAction *redo = createAction(QStringLiteral("edit.redo"));
    redo->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    redo->setEnabled(stack->canRedo());
    connect(redo, &QAction::triggered, stack, &QUndoStack::redo);
    connect(stack, &QUndoStack::canRedoChanged, redo, &QAction::setEnabled);
    connect(stack, &QUndoStack::redoTextChanged, this, &MainWindow::updateUndoText);

    QAction *palette =
        createAction(QStringLiteral("view.commandPalette"), QKeySequence(Qt::CTRL | Qt::Key_K));
    connect(palette, &QAction::triggered, this, [this] { m_palette->popup(this); });

    QAction *shortcuts = createAction(QStringLiteral("help.shortcuts"), QKeySequence(Qt::Key_F1));
    connect(shortcuts, &QAction::triggered, this, &MainWindow::showShortcuts);
    QAction *about = createAction(QStringLiteral("help.about"));
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::retranslate() {
    // Text, tooltip and palette category of a window-wide action.
    const auto set = [this](const char *id, const QString &text, const QString &category,
                            const QString &toolTip = QString()) {
        const QString key = QLatin1String(id);
        QAction *action = m_actions->action(key);
        action->setText(text);
        if (!toolTip.isEmpty())
            action->setToolTip(toolTip);
        m_actions->addAction(key, action, category);
    };
    const QString file = tr("File");
    const QString edit = tr("Edit");
    const QString view = tr("View");
    const QString help = tr("Help");
    set("file.open", tr("&Open Config…"), file,
        tr("Open an openclaw.json (JSON or JSON5) to edit its tool policy"));
    for (int i = 0; i < RecentFiles::maximumCount; ++i)
        m_actions->addAction(QStringLiteral("file.recent.%1").arg(i), m_recentActions.at(i), file);
    set("file.clearRecent", tr("Clear Recent Files"), file);
    set("file.save", tr("&Save"), file);
    set("file.saveAs", tr("Save &As…"), file);
    set("file.openGateway", tr("Open from &Gateway…"), file,
        tr("Edit the live config of a connected gateway"));
    set("demo.start", tr("Start &Demo"), view,
        tr("Start the built-in demo gateway: scripted agents whose tool calls go through the real "
           "policy, loop detection and approvals; nothing to install"));
    set("file.apply", tr("Apply to &Gateway…"), file,
        tr("Send the edited config to the gateway it came from"));
    set("file.openTrace", tr("Open &Trace…"), file,
        tr("Replay a recorded tool-call trace (JSONL) on the Loops screen"));
    set("file.quit", tr("&Quit"), file);
    set("edit.undo", QString(), edit);
    set("edit.redo", QString(), edit);
    updateUndoText();
    set("view.commandPalette", tr("Command &Palette…"), view);
    set("help.shortcuts", tr("&Keyboard Shortcuts"), help);
    set("help.about", tr("&About Toolgate"), help);

    m_fileMenu->setTitle(tr("&File"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_helpMenu->setTitle(tr("&Help"));
    m_brand->setText(tr("Toolgate"));
    m_brandSubtitle->setText(tr("OpenClaw tool console"));

    m_navigator->retranslate();
    showPendingApprovals(m_pendingApprovals);
    updateRecentFiles();
    updateDocumentState();
}

void MainWindow::updateUndoText() {
    const QUndoStack *stack = m_document->undoStack();
    const QString undo = stack->undoText();
    const QString redo = stack->redoText();
    m_actions->action(QStringLiteral("edit.undo"))
        ->setText(undo.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undo));
    m_actions->action(QStringLiteral("edit.redo"))
        ->setText(redo.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redo));
}

void MainWindow::createMenus() {
    auto action = [this](const char *id) { return m_actions->action(QLatin1String(id)); };

    QMenu *file = m_fileMenu = menuBar()->addMenu(QString());
    file->addAction(action("file.open"));
    file->addAction(action("file.openGateway"));
    m_recentMenu = file->addMenu(QString());
    m_recentMenu->addActions(m_recentActions);
    m_recentMenu->addSeparator();
    m_recentMenu->addAction(action("file.clearRecent"));
    file->addSeparator();
    file->addAction(action("file.save"));
    file->addAction(action("file.saveAs"));
    file->addAction(action("file.apply"));
    file->addSeparator();
    file->addAction(action("file.openTrace"));
    file->addSeparator();
    file->addAction(action("file.quit"));

    m_editMenu = menuBar()->addMenu(QString());
    QMenu *edit = m_editMenu;
    edit->addAction(action("edit.undo"));
    edit->addAction(action("edit.redo"));

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(action("view.commandPalette"));

    m_helpMenu = menuBar()->addMenu(QString());
    QMenu *help = m_helpMenu;
    help->addAction(action("help.shortcuts"));
    help->addSeparator();
    help->addAction(action("help.about"));
}

void MainWindow::createCentralArea() {
    auto *sidebar = new QWidget;
    sidebar->setObjectName(QStringLiteral("sidebar"));
    sidebar->setFixedWidth(200);
    auto *brand = m_brand = new QLabel;
    brand->setObjectName(QStringLiteral("brand"));
    QFont brandFont = brand->font();
    brandFont.setPointSizeF(brandFont.pointSizeF() * 1.35);
    brandFont.setWeight(QFont::DemiBold);
    brand->setFont(brandFont);
    auto *subtitle = m_brandSubtitle = new QLabel;
    subtitle->setObjectName(QStringLiteral("brandSubtitle"));

    auto *sideLayout = new QVBoxLayout(sidebar);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->setSpacing(0);
    sideLayout->addWidget(brand);
    sideLayout->addWidget(subtitle);
    sideLayout->addWidget(m_navigator->navigation(), 1);

    auto *central = new QWidget;
    auto *layout = new QHBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(sidebar);
    layout->addWidget(m_navigator->stack(), 1);
    setCentralWidget(central);
}

void MainWindow::createStatusBar() {
    m_connection = new ConnectionIndicator;
    m_sourceLabel = new QLabel;
    m_sourceLabel->setObjectName(QStringLiteral("statusSource"));
    // "3 pending approvals": a click opens the inbox.
    m_pendingButton = new QPushButton;
    m_pendingButton->setObjectName(QStringLiteral("statusPendingApprovals"));
    m_pendingButton->setFlat(true);
    m_pendingButton->setCursor(Qt::PointingHandCursor);
    m_pendingButton->hide();
    connect(m_pendingButton, &QPushButton::clicked, this, [this] { showScreen(m_approvalsIndex); });
    statusBar()->addPermanentWidget(m_pendingButton);
    statusBar()->addPermanentWidget(m_sourceLabel);
    statusBar()->addPermanentWidget(m_connection);
    statusBar()->setSizeGripEnabled(false);
}

void MainWindow::screenBuilt(int index, Screen *screen) {
    if (index == m_approvalsIndex)
        followPendingApprovals();
    if (auto *loops = qobject_cast<LoopsScreen *>(screen))
        connect(this, &MainWindow::traceFileRequested, loops, &LoopsScreen::openTraceFile);
}

QList<Screen *> MainWindow::screens() {
    m_navigator->buildAll();
    return m_navigator->builtScreens();
}

Screen *MainWindow::currentScreen() const {
    return m_navigator->current();
}

int MainWindow::currentScreenIndex() const {
    return m_navigator->currentIndex();
}

void MainWindow::showScreen(int index) {
    m_navigator->show(index);
}

bool MainWindow::openFile(const QString &path) {
    return m_commands->openFile(path);
}

void MainWindow::restoreWindowState() {
    if (!restoreGeometry(ConsoleSettings::windowGeometry()))
        resize(firstSize(screen() ? screen()->availableGeometry().size() : QSize()));
    restoreState(ConsoleSettings::windowState());
    showScreen(ConsoleSettings::windowScreen());
}

QSize MainWindow::firstSize(const QSize &available) {
    const QSize preferred(1280, 800);
    if (!available.isValid())
        return preferred;
    // A first window never larger than the screen it opens on (a 1024×700 laptop panel).
    return preferred.boundedTo(available);
}

void MainWindow::closeEvent(QCloseEvent *event) {
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    ConsoleSettings::setWindow(saveGeometry(), saveState(), currentScreenIndex());
    event->accept();
}

void MainWindow::updateRecentFiles() {
    const QStringList files = m_recentFiles->files();
    for (int i = 0; i < m_recentActions.size(); ++i) {
        QAction *action = m_recentActions.at(i);
        if (i < files.size()) {
            const QString name = QFileInfo(files.at(i)).fileName();
            action->setText(i < 9 ? tr("&%1  %2").arg(i + 1).arg(name) : name);
            action->setToolTip(files.at(i));
            action->setData(files.at(i));
            action->setVisible(true);
        } else {
            action->setVisible(false);
        }
    }
    m_recentMenu->setEnabled(!files.isEmpty());
    m_actions->action(QStringLiteral("file.clearRecent"))->setEnabled(!files.isEmpty());
}

void MainWindow::updateDocumentState() {
    const bool hasDocument = m_document->hasDocument();
    const bool fromGateway = m_configLink && m_configLink->isLinked();
    m_actions->action(QStringLiteral("file.save"))->setEnabled(hasDocument);
    m_actions->action(QStringLiteral("file.saveAs"))->setEnabled(hasDocument);
    QAction *apply = m_actions->action(QStringLiteral("file.apply"));
    apply->setEnabled(fromGateway);
    apply->setStatusTip(fromGateway ? tr("Send the edited config to the connected gateway")
                                    : tr("Open a gateway's config to apply edits to it"));

    QString source = m_document->sourceDescription();
    if (m_document->isModified())
        source = tr("%1 (modified)").arg(source);
    // Stays until the document catches up (apply, re-apply on top, reload), whatever is edited.
    const bool behind = fromGateway && m_configLink->isBehindGateway();
    if (behind)
        source = tr("%1 — changed on the gateway since opened").arg(source);
    m_sourceLabel->setText(source);
    m_sourceLabel->setToolTip(behind ? tr("Someone else changed the gateway's config since you "
                                          "opened it; applying will offer to re-apply your "
                                          "edits on top of the latest config.")
                                     : m_document->filePath());
    setWindowFilePath(m_document->filePath());
    setWindowModified(m_document->isModified());
    updateTitle();
}

void MainWindow::updateTitle() {
    const QString title = m_document->hasDocument()
                              ? tr("%1[*] — Toolgate").arg(m_document->sourceDescription())
                              : tr("Toolgate") + QStringLiteral("[*]");
    // The pending count leads, so it shows in a task bar's truncated title too.
    setWindowTitle(m_pendingApprovals > 0 ? tr("(%1) %2").arg(m_pendingApprovals).arg(title)
                                          : title);
}

void MainWindow::followPendingApprovals() {
    auto *approvals =
        qobject_cast<ApprovalsScreen *>(m_navigator->builtScreens().value(m_approvalsIndex));
    if (!approvals)
        return;
    connect(approvals->tray(), &ApprovalTray::pendingCountChanged, this,
            &MainWindow::showPendingApprovals);
    showPendingApprovals(approvals->tray()->pendingCount());
}

void MainWindow::showPendingApprovals(int count) {
    m_pendingApprovals = count;
    if (QListWidgetItem *item = m_navigator->navigation()->item(m_approvalsIndex)) {
        const QString name = m_navigator->title(m_approvalsIndex);
        item->setText(count > 0 ? tr("%1  (%2)").arg(name).arg(count) : name);
        item->setData(Qt::AccessibleTextRole,
                      count > 0 ? tr("%1, %2 pending").arg(name).arg(count) : name);
    }
    m_pendingButton->setText(count == 1 ? tr("1 pending approval")
                                        : tr("%1 pending approvals").arg(count));
    m_pendingButton->setToolTip(tr("Open the Approvals inbox"));
    m_pendingButton->setVisible(count > 0);
    updateTitle();
}

bool MainWindow::maybeSave() {
    return m_commands->maybeSave();
}

bool MainWindow::reviewChanges(const QString &actionText) {
    return m_commands->reviewChanges(actionText);
}

void MainWindow::openTrace() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Trace"), ConsoleSettings::lastDirectory(),
                                     tr("Tool-call traces (*.jsonl *.trace.jsonl);;All files (*)"));
    if (path.isEmpty())
        return;
    showScreen(m_navigator->indexOf(QStringLiteral("loopsScreen")));
    emit traceFileRequested(path);
}

void MainWindow::showAbout() {
    QMessageBox::about(
        this, tr("About Toolgate"),
        tr("<h3>Toolgate %1</h3><p>A console for OpenClaw's tool system: tool policy, the "
           "policy pipeline, loop detection, approvals and provider schemas.</p>"
           "<p>Policy semantics of OpenClaw 2026.9.6, gateway protocol v4.</p>")
            .arg(QApplication::applicationVersion()));
}

void MainWindow::showShortcuts() {
    ShortcutsDialog dialog(*m_actions, this);
    dialog.exec();
}

} // namespace toolgate::ui
