// SPDX-License-Identifier: MIT
#include "ui/execapprovals/policytables.h"

#include "ui/widgets/tonedelegate.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHeaderView>
#include <QLocale>
#include <QRegularExpression>
#include <QTableWidget>

namespace toolgate::ui {

namespace {

// Gives these free functions a translation context of their own.
class ExecPolicyTables {
    Q_DECLARE_TR_FUNCTIONS(ExecPolicyTables)
};

QTableWidgetItem *item(const QString &text, const QString &tip = {}) {
    auto *i = new QTableWidgetItem(text);
    i->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    i->setToolTip(tip.isEmpty() ? text : tip);
    return i;
}

// The sources and notes core words as `openclaw approvals get` does (so the two compare), shown
// in the user's language.
QString shownWords(const QString &core) {
    static const QRegularExpression both(QStringLiteral("^derived from (.+) and (.+)$"));
    static const QRegularExpression one(QStringLiteral("^derived from (.+)$"));
    static const QRegularExpression byDefault(QStringLiteral("^OpenClaw default \\((.+)\\)$"));
    if (const auto m = both.match(core); m.hasMatch())
        return ExecPolicyTables::tr("derived from %1 and %2").arg(m.captured(1), m.captured(2));
    if (const auto m = one.match(core); m.hasMatch())
        return ExecPolicyTables::tr("derived from %1").arg(m.captured(1));
    if (const auto m = byDefault.match(core); m.hasMatch())
        return ExecPolicyTables::tr("OpenClaw default (%1)").arg(m.captured(1));
    static const char *const kNotes[] = {
        QT_TRANSLATE_NOOP("ExecPolicyTables", "inherits requested tool policy"),
        QT_TRANSLATE_NOOP("ExecPolicyTables", "requested security applies"),
        QT_TRANSLATE_NOOP("ExecPolicyTables", "stricter host security wins"),
        QT_TRANSLATE_NOOP("ExecPolicyTables", "requested ask applies"),
        QT_TRANSLATE_NOOP("ExecPolicyTables", "more aggressive ask wins"),
        QT_TRANSLATE_NOOP("ExecPolicyTables", "requested mode applies"),
        QT_TRANSLATE_NOOP("ExecPolicyTables", "host policy changes effective mode"),
    };
    for (const char *note : kNotes)
        if (core == QLatin1String(note))
            return ExecPolicyTables::tr(note);
    return core;
}

QString when(qint64 ms, const QString &none) {
    return ms > 0 ? QLocale().toString(QDateTime::fromMSecsSinceEpoch(ms), QLocale::ShortFormat)
                  : none;
}

} // namespace

void fillEffectiveTable(QTableWidget *table, const std::vector<core::ExecPolicyScope> &scopes,
                        const QString &hostPath) {
    table->clear();
    table->setColumnCount(8);
    table->setHorizontalHeaderLabels(
        {ExecPolicyTables::tr("Scope"), ExecPolicyTables::tr("Setting"),
         ExecPolicyTables::tr("Requested"), ExecPolicyTables::tr("From"),
         ExecPolicyTables::tr("Host"), ExecPolicyTables::tr("From"),
         ExecPolicyTables::tr("Effective"), ExecPolicyTables::tr("Why")});
    table->setRowCount(static_cast<int>(scopes.size()) * 4);
    int row = 0;
    auto put = [&](const core::ExecPolicyScope &s, const QString &setting, const QString &req,
                   const QString &reqSource, const QString &host, const QString &hostSource,
                   const QString &effective, const QString &note) {
        const QString scope =
            s.agentId.isEmpty() || s.scopeLabel.startsWith(QLatin1String("agent:"))
                ? s.scopeLabel
                : QStringLiteral("%1 (%2)").arg(s.scopeLabel, s.agentId);
        QString shortHost = hostSource;
        if (!hostPath.isEmpty() && shortHost.startsWith(hostPath + QLatin1Char(' ')))
            shortHost =
                ExecPolicyTables::tr("document: %1").arg(shortHost.mid(hostPath.size() + 1));
        const QStringList cells{
            scope,     setting,         req, shownWords(reqSource), host, shownWords(shortHost),
            effective, shownWords(note)};
        for (int c = 0; c < cells.size(); ++c)
            table->setItem(row, c, item(cells.at(c)));
        table->item(row, 5)->setToolTip(hostSource);
        QFont bold = table->font();
        bold.setBold(effective != req && !req.isEmpty());
        table->item(row, kEffectiveColumn)->setFont(bold);
        ++row;
    };
    for (const core::ExecPolicyScope &s : scopes) {
        put(s, ExecPolicyTables::tr("mode"), s.mode, s.modeSource, QString(), QString(),
            s.effectiveMode, s.modeNote);
        put(s, ExecPolicyTables::tr("security"), s.security.requested, s.security.requestedSource,
            s.security.host, s.security.hostSource, s.security.effective, s.security.note);
        put(s, ExecPolicyTables::tr("ask"), s.ask.requested, s.ask.requestedSource, s.ask.host,
            s.ask.hostSource, s.ask.effective, s.ask.note);
        put(s, ExecPolicyTables::tr("askFallback"), QString(), QString(), QString(),
            s.askFallbackSource, s.askFallback,
            ExecPolicyTables::tr("never looser than effective security"));
    }
    // Column widths: the screen's ViewportColumnFit shares the viewport among them.
}

void fillGrantsTable(QTableWidget *table, const std::vector<core::StandingGrant> &grants,
                     qint64 nowMs) {
    table->clear();
    table->setColumnCount(6);
    table->setHorizontalHeaderLabels(
        {ExecPolicyTables::tr("Automation"), ExecPolicyTables::tr("Command"),
         ExecPolicyTables::tr("Uses"), ExecPolicyTables::tr("Last used"),
         ExecPolicyTables::tr("Expires"), ExecPolicyTables::tr("State")});
    table->setRowCount(static_cast<int>(grants.size()));
    int row = 0;
    for (const core::StandingGrant &g : grants) {
        const QString state = g.state(nowMs);
        const QString stateText =
            state == QLatin1String("revoked")   ? ExecPolicyTables::tr("revoked")
            : state == QLatin1String("expired") ? ExecPolicyTables::tr("expired")
                                                : ExecPolicyTables::tr("active");
        table->setItem(row, 0, item(g.automation(), g.grantId));
        table->item(row, 0)->setData(Qt::UserRole, g.grantId);
        table->item(row, 0)->setData(Qt::UserRole + 1, state);
        table->setItem(row, 1,
                       item(g.command, g.cwd.isEmpty()
                                           ? g.command
                                           : g.command + QStringLiteral("\n") +
                                                 ExecPolicyTables::tr("in %1").arg(g.cwd)));
        table->setItem(row, 2, item(QString::number(g.useCount)));
        table->setItem(row, 3, item(when(g.lastUsedAtMs, ExecPolicyTables::tr("never"))));
        table->setItem(row, 4, item(when(g.expiresAtMs, ExecPolicyTables::tr("never"))));
        table->setItem(row, 5, item(stateText));
        if (state != QLatin1String("active")) // a grant that no longer applies reads as inactive
            for (int c = 0; c < table->columnCount(); ++c)
                table->item(row, c)->setData(ToneDelegate::ToneRole,
                                             ToneDelegate::toneValue(Theme::Tone::Muted));
        ++row;
    }
    table->resizeColumnsToContents();
    table->horizontalHeader()->setStretchLastSection(true);
}

} // namespace toolgate::ui
