// SPDX-License-Identifier: MIT
#include "ui/document/documentcontroller.h"

#include "config/configdocument.h"
#include "config/configsaver.h"
#include "models/policyworkspace.h"
#include "ui/document/configeditcommand.h"
#include "util/errorcode.h"

#include <QFileInfo>
#include <QUndoStack>

namespace toolgate::ui {

DocumentController::DocumentController(core::PolicyWorkspace *workspace, QObject *parent)
    : QObject(parent)
    , m_workspace(workspace)
    , m_undoStack(new QUndoStack(this))
    , m_baseline(core::Json::object()) {
    connect(m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
}

DocumentController::~DocumentController() = default;

void DocumentController::push(QUndoCommand *command) {
    m_undoStack->push(command);
}

void DocumentController::pushEdits(const QList<core::ConfigEdit> &edits, const QString &text) {
    if (edits.isEmpty())
        return;
    m_undoStack->push(new ConfigEditCommand(m_workspace, edits, text));
}

QString DocumentController::sourceDescription() const {
    switch (m_source) {
    case Source::None:
        return tr("No configuration open");
    case Source::File:
        return QFileInfo(m_filePath).fileName();
    case Source::Gateway:
        return tr("Gateway config: %1").arg(m_label);
    case Source::Demo:
        return tr("Demo config: %1").arg(m_label);
    }
    return {};
}

bool DocumentController::isModified() const {
    return !m_undoStack->isClean();
}

bool DocumentController::hadComments() const {
    return m_workspace->document().hadComments();
}

void DocumentController::adopt(Source source, const QString &path, const QString &label) {
    m_undoStack->clear();
    m_source = source;
    m_filePath = path;
    m_label = label;
    m_baseline = m_workspace->document().root();
    emit documentOpened();
    emit sourceChanged();
    emit modifiedChanged(false);
}

core::Status DocumentController::open(const QString &path) {
    core::Result<core::ConfigDocument> document = core::ConfigDocument::load(path);
    if (!document)
        return document.error();
    m_workspace->setDocument(std::move(document).value());
    adopt(Source::File, QFileInfo(path).absoluteFilePath(), {});
    return core::Ok{};
}

core::Status DocumentController::openText(const QByteArray &text, Source source,
                                          const QString &label) {
    core::Result<core::ConfigDocument> document = core::ConfigDocument::fromText(text, label);
    if (!document)
        return document.error();
    m_workspace->setDocument(std::move(document).value());
    adopt(source, {}, label);
    return core::Ok{};
}

void DocumentController::openTree(const core::Json &root, Source source, const QString &label) {
    m_workspace->setDocument(core::ConfigDocument(root));
    adopt(source, {}, label);
}

core::Status DocumentController::save(bool acceptCommentLoss) {
    if (m_filePath.isEmpty())
        return core::Error{
            errorCodeText(core::ErrorCode::IoNoPath), tr("The configuration has no file yet."), {}};
    return saveAs(m_filePath, acceptCommentLoss);
}

core::Status DocumentController::saveAs(const QString &path, bool acceptCommentLoss) {
    core::SaveOptions options;
    options.acceptCommentLoss = acceptCommentLoss;
    const core::Status written = core::saveConfig(m_workspace->document(), path, options);
    if (!written)
        return written;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const bool pathChanged = m_filePath != absolute || m_source != Source::File;
    m_filePath = absolute;
    m_source = Source::File;
    m_baseline = m_workspace->document().root();
    m_undoStack->setClean();
    if (pathChanged)
        emit sourceChanged();
    emit saved(m_filePath);
    return core::Ok{};
}

void DocumentController::markApplied() {
    m_baseline = m_workspace->document().root();
    m_undoStack->setClean();
}

void DocumentController::close() {
    m_undoStack->clear();
    m_workspace->setDocument(core::ConfigDocument());
    m_filePath.clear();
    m_label.clear();
    m_source = Source::None;
    m_baseline = core::Json::object();
    emit documentClosed();
    emit sourceChanged();
}

} // namespace toolgate::ui
