// SPDX-License-Identifier: MIT
#include "clicommon.h"

#include "loops/loopreplay.h"
#include "loops/looptrace.h"
#include "util/jsonio.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

using namespace toolgate::core;

namespace toolgate::cli {

namespace {

const QString kTraceSuffix = QStringLiteral(".trace.jsonl");

QString usageText() {
    return QStringLiteral("usage: toolgate-cli loops replay PATH... [--out DIR] [--warning N] "
                          "[--critical N] [--breaker N] [--window N] | loops watch --url URL "
                          "--token TOKEN [--json]");
}

// `<name>` of DIR/<name>.actual.jsonl: the file name without .trace.jsonl (or .jsonl).
QString traceName(const QString &path) {
    QString name = QFileInfo(path).fileName();
    if (name.endsWith(kTraceSuffix))
        name.chop(kTraceSuffix.size());
    else if (name.endsWith(QStringLiteral(".jsonl")))
        name.chop(6);
    return name;
}

bool parseThreshold(const QString &text, int &value) {
    bool ok = false;
    const int parsed = text.toInt(&ok);
    if (!ok || parsed < 1)
        return false;
    value = parsed;
    return true;
}

} // namespace

// `loops replay`: one JSONL verdict per usable call line. A malformed call line is reported on
// stderr as FILE:LINE[:COL] and skipped — it gets no output line — and the replay goes on; the
// exit status is then 1. A trace whose header is unusable, an unreadable path or bad usage exits 2
// (other traces are still replayed).
int runLoopsReplay(const QStringList &args) {
    QStringList paths;
    QString outDir;
    LoopThresholds thresholds;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args.at(i);
        const auto needValue = [&]() -> const QString * {
            if (i + 1 >= args.size())
                return nullptr;
            return &args.at(++i);
        };
        bool missingValue = false;
        if (takeOutOption(args, i, &outDir, &missingValue)) {
            if (missingValue)
                return badInput(usageText());
        } else if (arg == QLatin1String("--warning") || arg == QLatin1String("--critical") ||
                   arg == QLatin1String("--breaker") || arg == QLatin1String("--window")) {
            const QString *value = needValue();
            int *target = arg == QLatin1String("--warning")    ? &thresholds.warning
                          : arg == QLatin1String("--critical") ? &thresholds.critical
                          : arg == QLatin1String("--breaker")  ? &thresholds.breaker
                                                               : &thresholds.window;
            if (!value || !parseThreshold(*value, *target))
                return badInput(
                    QStringLiteral("toolgate-cli loops replay: %1 needs a positive integer")
                        .arg(arg));
        } else if (arg.startsWith(QLatin1String("--"))) {
            return badInput(
                QStringLiteral("toolgate-cli loops replay: unknown option '%1'").arg(arg));
        } else {
            paths << arg;
        }
    }
    if (paths.isEmpty())
        return badInput(usageText());

    int status = kExitOk;
    QStringList missing;
    const QStringList traces = expandInputPaths(paths, kTraceSuffix, &missing);
    for (const QString &path : missing) {
        err() << path << ": no such file or directory" << Qt::endl;
        status = kExitBadInput;
    }
    if (!outDir.isEmpty() && !QDir().mkpath(outDir))
        return badInput(QStringLiteral("%1: cannot create the output directory").arg(outDir));

    for (const QString &path : traces) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            err() << path << ": " << file.errorString() << Qt::endl;
            status = kExitBadInput;
            continue;
        }
        const Result<LoopTrace> trace = parseLoopTrace(file.readAll(), path);
        if (!trace) {
            err() << trace.error().toString() << Qt::endl;
            status = kExitBadInput;
            continue;
        }
        for (const LoopTraceIssue &issue : trace->issues) {
            const QString where =
                issue.column > 0
                    ? QStringLiteral("%1:%2:%3").arg(path).arg(issue.line).arg(issue.column)
                    : QStringLiteral("%1:%2").arg(path).arg(issue.line);
            err() << where << ": " << issue.message << " (line skipped)" << Qt::endl;
            if (status == kExitOk)
                status = kExitFindings;
        }
        const std::vector<LoopVerdict> verdicts = replayLoopTrace(*trace, thresholds);
        QByteArray lines;
        for (const LoopVerdict &verdict : verdicts) {
            lines += QByteArray::fromStdString(loopVerdictToJson(verdict).dump());
            lines += '\n';
        }
        if (outDir.isEmpty()) {
            out() << QString::fromUtf8(lines);
            out().flush();
            continue;
        }
        const QString target =
            QDir(outDir).filePath(traceName(path) + QStringLiteral(".actual.jsonl"));
        const Status written = writeFileAtomically(target, lines);
        if (!written) {
            err() << written.error().toString() << Qt::endl;
            status = kExitBadInput;
        }
    }
    err().flush();
    return status;
}

int runLoopsCommand(const QStringList &args) {
    if (!args.isEmpty() && args.first() == QLatin1String("watch"))
        return runLoopsWatch(args.mid(1));
    if (args.isEmpty() || args.first() != QLatin1String("replay"))
        return badInput(usageText());
    return runLoopsReplay(args.mid(1));
}

} // namespace toolgate::cli
