// SPDX-License-Identifier: MIT
#pragma once

#include "gateway/toolevent.h"
#include "loops/looptypes.h"
#include "ui/loops/loopsource.h"
#include "ui/shell/screen.h"

#include <QList>

#include <memory>

class QGroupBox;
class QLabel;
class QPlainTextEdit;
class QStackedWidget;
class QSplitter;
class QTableView;
class QTreeView;

namespace toolgate::core {
class LoopMonitor;
class LoopRunModel;
class LoopVerdictModel;
class LoopWindowModel;
} // namespace toolgate::core

namespace toolgate::ui {

class ColumnFit;
class EmptyState;
class LoopMeter;
class LoopMeterPanel;
class WhatIfBar;

// Loop detection per session and run: the recent call window, each detector's count against its
// thresholds, the verdicts with the exact message the agent got (or would have got) and a what-if
// replay with other thresholds. Runs come from trace files and from a gateway's live tool events.
class LoopsScreen final : public Screen {
    Q_OBJECT

public:
    explicit LoopsScreen(const ScreenContext &context, QWidget *parent = nullptr);
    ~LoopsScreen() override;

    // Its name, title and subtitle: the navigation shows them before the screen is built.
    static const ScreenDescriptor kDescriptor;
    void registerActions(ActionRegistry &registry) override;

    // Replays a trace file as a new source and selects its last run; false (and a message) when
    // the file cannot be read or has no usable header.
    bool openTraceFile(const QString &path);
    bool openTrace(const QByteArray &bytes, const QString &name, QString *error = nullptr);
    // Writes the shown session's kept calls as a trace file (before an idle session leaves the
    // live views, say). Returns an empty string or the reason it could not.
    QString exportSessionTrace(const QString &path) const;

    // The live source fed by recordToolEvent (created on first use).
    LoopSource *liveSource();
    // The demo switched away from `scenarioTitle`: its runs end and stay in the tree under their
    // scenario's name, with their own detection and times; the next live call starts a new live
    // source.
    void endScenarioRuns(const QString &scenarioTitle);
    // Whether the connected gateway has loop detection on (from its config), for the banner.
    void setLiveDetection(LoopSource::Detection detection);
    // Live sessions idle for longer than this leave the run tree (checked once a minute; the
    // shown session stays). Returns the sessions that left.
    static constexpr qint64 kIdleSessionMs = 30 * 60 * 1000;
    QStringList pruneIdleSessions(qint64 nowMs);

    QList<LoopSource *> sources() const { return m_sources; }

    // What-if thresholds; the gateway's constants (LoopThresholds{}) mean "no what-if".
    core::LoopThresholds whatIfThresholds() const;

    core::LoopRunModel *runModel() const { return m_runModel; }
    QTreeView *runView() const { return m_tree; }
    QTableView *verdictView() const { return m_verdictView; }
    QPlainTextEdit *verdictMessage() const { return m_message; }
    // The splitter between the window/meters and the verdicts (the verdict pane's height).
    QSplitter *verdictSplitter() const { return m_verdictSplitter; }
    core::LoopWindowModel *windowModel() const { return m_windowModel; }
    core::LoopVerdictModel *verdictModel() const { return m_verdictModel; }
    QList<LoopMeter *> meters() const; // in display order
    LoopMeter *meter(core::LoopDetectorKind kind) const;
    QLabel *detectionBanner() const { return m_banner; }

protected:
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

public slots:
    // A gateway tool event (the connected gateways' events arrive here by themselves).
    void recordToolEvent(const toolgate::gateway::ToolEvent &event);

private:
    // Tool events of the connected gateways, the idle-session prune and the detection setting.
    void connectLiveRuns();
    void exportTraceWithDialog();
    void buildRunTree();
    // The selected run: title, banner, what-if bar, window and meters above the verdicts.
    void buildRunPane();
    void buildRunHeading(); // the run's title and detection banner
    QSplitter *buildWindowAndMeters();
    void buildVerdictBox();
    // The run tree beside the run pane, stacked with the empty state.
    void buildContent();
    void connectSelection();
    void retranslate();
    void updateEmptyHints();
    bool selectRun(LoopSource *source, const QString &sessionKey, const QString &runId);
    void setWhatIfThresholds(const core::LoopThresholds &thresholds);
    void addSource(LoopSource *source);
    void followDocumentDetection();
    void showSelectedRun();
    void refreshRun();
    void refreshWhatIf();
    void fitVerdictColumns();
    // The verdict table and meters for the run, judged with `thresholds` (the what-if replay's
    // monitor when one is active).
    void showVerdicts(const core::LoopMonitor *whatIf);
    void showVerdictMessage();
    void expandInserted(const QModelIndex &parent, int first, int last);

    QStackedWidget *m_stack;
    EmptyState *m_emptyState;
    core::LoopRunModel *m_runModel;
    QTreeView *m_tree;
    QWidget *m_runPane = nullptr;
    QLabel *m_runTitle;
    QLabel *m_banner;
    QGroupBox *m_windowBox = nullptr;
    QTableView *m_windowView;
    QGroupBox *m_verdictBox = nullptr;
    QTableView *m_verdictView;
    QPlainTextEdit *m_message;
    WhatIfBar *m_whatIf = nullptr;
    LoopMeterPanel *m_meters = nullptr;
    QSplitter *m_verdictSplitter = nullptr;
    QSplitter *m_content = nullptr;
    core::LoopWindowModel *m_windowModel;
    core::LoopVerdictModel *m_verdictModel;
    QSplitter *m_upper = nullptr; // the detector's window beside (or above) the meters
    QList<LoopSource *> m_sources;
    LoopSource *m_live = nullptr;
    LoopSource *m_current = nullptr;
    QString m_session;
    QString m_run;
    ColumnFit *m_verdictFit = nullptr;
    bool m_streaming = false; // refreshing for a live run's new calls
};

} // namespace toolgate::ui
