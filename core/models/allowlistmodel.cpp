// SPDX-License-Identifier: MIT
#include "models/allowlistmodel.h"

#include "approvals/allowlistbreadth.h"
#include "approvals/execallowlistmatch.h"

#include <QDateTime>
#include <QLocale>

namespace toolgate::ui {

AllowlistModel::AllowlistModel(QObject *parent)
    : QAbstractTableModel(parent) {}

void AllowlistModel::setEntries(const QString &agentId,
                                const std::vector<core::ExecAllowlistEntry> &entries) {
    beginResetModel();
    m_agentId = agentId;
    m_entries = entries;
    endResetModel();
}

int AllowlistModel::warningCount() const {
    int n = 0;
    for (const core::ExecAllowlistEntry &e : m_entries)
        n += warningsFor(m_agentId, e).isEmpty() ? 0 : 1;
    return n;
}

QStringList AllowlistModel::warningsFor(const QString &agentId,
                                        const core::ExecAllowlistEntry &entry) {
    QStringList lines;
    for (const core::AllowlistWarning &w : core::allowlistWarnings(agentId, entry)) {
        switch (w.kind) {
        case core::AllowlistBreadth::AnyProgram:
            lines << tr("Matches any program");
            break;
        case core::AllowlistBreadth::EveryAgent:
            lines << tr("Applies to every agent");
            break;
        case core::AllowlistBreadth::FreeInterpreter:
            lines << tr("%1 with any arguments runs any code")
                         .arg(core::patternProgram(entry.pattern));
            break;
        }
    }
    return lines;
}

int AllowlistModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

int AllowlistModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString AllowlistModel::argumentsText(const core::ExecAllowlistEntry &e) {
    switch (core::allowlistEntryScope(e)) {
    case core::AllowlistEntryScope::AnyArgs:
        return tr("any");
    case core::AllowlistEntryScope::Argv:
        return e.argPattern;
    case core::AllowlistEntryScope::ArgvAndCwd:
        return e.lastUsedCommand.isEmpty()
                   ? tr("one command line, in one folder")
                   : tr("only \"%1\", in one folder").arg(e.lastUsedCommand);
    case core::AllowlistEntryScope::CommandText:
        return tr("one exact command text");
    case core::AllowlistEntryScope::Inactive:
        return tr("inactive: an older allow-always form OpenClaw 2026.9.6 ignores");
    }
    return e.argPattern;
}

QVariant AllowlistModel::data(const QModelIndex &index, int role) const {
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const core::ExecAllowlistEntry &e = m_entries.at(size_t(index.row()));
    if (role == Qt::ToolTipRole && index.column() == WarningsColumn)
        return warningsFor(m_agentId, e).join(QLatin1Char('\n'));
    if (role == SortRole && index.column() == LastUsedColumn)
        return e.lastUsedAt.value_or(0);
    // The pattern's tooltip also says what its last use ran: those columns may be hidden.
    if (role == Qt::ToolTipRole && index.column() == PatternColumn) {
        QStringList lines{e.pattern};
        if (!e.lastUsedCommand.isEmpty())
            lines << tr("Last command: %1").arg(e.lastUsedCommand);
        if (!e.lastResolvedPath.isEmpty())
            lines << tr("Resolved path: %1").arg(e.lastResolvedPath);
        return lines.join(QLatin1Char('\n'));
    }
    if (role == Qt::ToolTipRole && index.column() == ArgumentsColumn &&
        argumentsText(e) != e.argPattern && !e.argPattern.isEmpty())
        return argumentsText(e) + QLatin1Char('\n') + e.argPattern;
    // A narrow window elides cells: hovering one shows all of it.
    if (role == Qt::ToolTipRole)
        role = Qt::DisplayRole;
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    switch (index.column()) {
    case PatternColumn:
        return e.pattern;
    case ArgumentsColumn:
        return argumentsText(e);
    case SourceColumn:
        return e.source == QLatin1String("allow-always") ? tr("allow always")
               : e.source.isEmpty()                      ? tr("added by hand")
                                                         : e.source;
    case LastUsedColumn:
        return e.lastUsedAt ? QLocale().toString(QDateTime::fromMSecsSinceEpoch(*e.lastUsedAt),
                                                 QLocale::ShortFormat)
                            : tr("never");
    case LastCommandColumn:
        return e.lastUsedCommand;
    case ResolvedPathColumn:
        return e.lastResolvedPath;
    case WarningsColumn:
        return warningsFor(m_agentId, e).join(QStringLiteral("; "));
    default:
        return {};
    }
}

QVariant AllowlistModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case PatternColumn:
        return tr("Pattern");
    case ArgumentsColumn:
        return tr("Arguments");
    case SourceColumn:
        return tr("Source");
    case LastUsedColumn:
        return tr("Last used");
    case LastCommandColumn:
        return tr("Last command");
    case ResolvedPathColumn:
        return tr("Resolved path");
    case WarningsColumn:
        return tr("Breadth");
    default:
        return {};
    }
}

} // namespace toolgate::ui
