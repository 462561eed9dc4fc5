// SPDX-License-Identifier: MIT
#include "ui/documentcontroller.h"

#include "util/jsonio.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QUndoStack>

namespace toolgate::ui {

DocumentController::DocumentController(QObject *parent)
    : QObject(parent)
    , m_undoStack(new QUndoStack(this)) {
    connect(m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
    connect(m_undoStack, &QUndoStack::indexChanged, this, [this] { emit contentChanged(); });
}

DocumentController::~DocumentController() = default;

void DocumentController::push(QUndoCommand *command) {
    m_undoStack->push(command);
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

core::Status DocumentController::open(const QString &path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return core::Error{QStringLiteral("io.open"), file.errorString(), path};
    m_content = file.readAll();
    m_undoStack->clear();
    m_source = Source::File;
    m_filePath = QFileInfo(path).absoluteFilePath();
    m_label.clear();
    emit documentOpened();
    emit sourceChanged();
    emit contentChanged();
    return core::Ok{};
}

void DocumentController::openText(const QByteArray &content, Source source, const QString &label) {
    m_content = content;
    m_undoStack->clear();
    m_source = source;
    m_filePath.clear();
    m_label = label;
    emit documentOpened();
    emit sourceChanged();
    emit contentChanged();
}

core::Status DocumentController::save() {
    if (m_filePath.isEmpty())
        return core::Error{
            QStringLiteral("io.noPath"), tr("The configuration has no file yet."), {}};
    return saveAs(m_filePath);
}

core::Status DocumentController::saveAs(const QString &path) {
    const core::Status written = core::writeFileAtomically(path, m_content);
    if (!written)
        return written;
    const bool pathChanged = m_filePath != QFileInfo(path).absoluteFilePath();
    m_filePath = QFileInfo(path).absoluteFilePath();
    m_source = Source::File;
    m_undoStack->setClean();
    if (pathChanged)
        emit sourceChanged();
    emit saved(m_filePath);
    return core::Ok{};
}

void DocumentController::close() {
    m_undoStack->clear();
    m_content.clear();
    m_filePath.clear();
    m_label.clear();
    m_source = Source::None;
    emit documentClosed();
    emit sourceChanged();
    emit contentChanged();
}

} // namespace toolgate::ui
