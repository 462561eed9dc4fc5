// SPDX-License-Identifier: MIT
#pragma once

#include "config/configedit.h"
#include "util/json.h"
#include "util/result.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QString>

class QUndoCommand;
class QUndoStack;

namespace toolgate::core {
class PolicyWorkspace;
}

namespace toolgate::ui {

// The open config, where it came from and its edit history. Owns the one QUndoStack of the
// console: every edit any screen makes goes through push()/pushEdits(), so Edit > Undo / Redo and
// the modified flag see all of them. The document itself lives in the PolicyWorkspace.
class DocumentController final : public QObject {
    Q_OBJECT

public:
    enum class Source { None, File, Gateway, Demo };

    explicit DocumentController(core::PolicyWorkspace *workspace, QObject *parent = nullptr);
    ~DocumentController() override;

    core::PolicyWorkspace *workspace() const { return m_workspace; }
    QUndoStack *undoStack() const { return m_undoStack; }
    // Takes ownership; the command's redo() runs now.
    void push(QUndoCommand *command);
    // Records edits the workspace has already applied as one undoable step.
    void pushEdits(const QList<core::ConfigEdit> &edits, const QString &text);

    bool hasDocument() const { return m_source != Source::None; }
    Source source() const { return m_source; }
    QString filePath() const { return m_filePath; }
    // Short, translated description for the status bar ("openclaw.json", "Demo gateway").
    QString sourceDescription() const;
    bool isModified() const;
    // The config as last opened or saved: what Save / Apply diffs against.
    const core::Json &baseline() const { return m_baseline; }
    bool hadComments() const;

    core::Status open(const QString &path);
    // Loads text that did not come from a file (a gateway's config.get, the demo).
    core::Status openText(const QByteArray &text, Source source, const QString &label);
    void openTree(const core::Json &root, Source source, const QString &label);
    // `acceptCommentLoss`: the user agreed that JSON5 comments will not survive.
    core::Status save(bool acceptCommentLoss = false);
    core::Status saveAs(const QString &path, bool acceptCommentLoss = false);
    // The gateway accepted the document: it is the new baseline.
    void markApplied();
    void close();

signals:
    void documentOpened();
    void documentClosed();
    void modifiedChanged(bool modified);
    void sourceChanged();
    void saved(const QString &path);

private:
    void adopt(Source source, const QString &path, const QString &label);

    core::PolicyWorkspace *m_workspace;
    QUndoStack *m_undoStack;
    Source m_source = Source::None;
    QString m_filePath;
    QString m_label;
    core::Json m_baseline;
};

} // namespace toolgate::ui
