// SPDX-License-Identifier: MIT
#include "clicommon.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cmath>

namespace toolgate::cli {

QTextStream &out() {
    static QTextStream stream(stdout);
    return stream;
}

QTextStream &err() {
    static QTextStream stream(stderr);
    return stream;
}

QStringList expandInputPaths(const QStringList &paths, const QString &suffix, QStringList *missing,
                             QStringList *emptyDirs) {
    QStringList files;
    for (const QString &path : paths) {
        const QFileInfo info(path);
        if (info.isDir()) {
            const QDir dir(path);
            const QStringList names =
                dir.entryList({QStringLiteral("*") + suffix}, QDir::Files, QDir::Name);
            if (names.isEmpty() && emptyDirs)
                emptyDirs->append(path);
            for (const QString &name : names)
                files.append(dir.filePath(name));
        } else if (info.isFile()) {
            files.append(path);
        } else {
            missing->append(path);
        }
    }
    return files;
}

bool takeOutOption(const QStringList &args, qsizetype &i, QString *outDir, bool *missingValue) {
    if (args.at(i) != QLatin1String("--out"))
        return false;
    *missingValue = i + 1 >= args.size();
    if (!*missingValue)
        *outDir = args.at(++i);
    return true;
}

double medianOf(std::vector<double> &runsMs) {
    std::sort(runsMs.begin(), runsMs.end());
    return runsMs.empty() ? 0.0 : runsMs[runsMs.size() / 2];
}

void printBenchSummary(const QString &workload, qint64 ops, double medianMs, int msDecimals,
                       const core::Json &check) {
    const double scale = std::pow(10.0, msDecimals);
    core::Json summary = core::Json::object();
    summary["workload"] = workload.toStdString();
    summary["ops"] = ops;
    summary["medianMs"] = std::round(medianMs * scale) / scale;
    summary["opsPerSec"] =
        medianMs > 0 ? std::llround(static_cast<double>(ops) / (medianMs / 1000.0)) : 0;
    summary["check"] = check;
    out() << QString::fromStdString(summary.dump()) << Qt::endl;
}

void printBenchSummary(const QString &workload, qint64 ops, std::vector<double> runsMs,
                       int msDecimals, const core::Json &check) {
    const double median = medianOf(runsMs); // sorts
    const double scale = std::pow(10.0, msDecimals);
    const std::size_t p99 = runsMs.empty() ? 0 : (runsMs.size() * 99 + 99) / 100 - 1;
    double load = 0;
    if (QFile loadavg(QStringLiteral("/proc/loadavg")); loadavg.open(QIODevice::ReadOnly))
        load = loadavg.readLine().split(' ').value(0).toDouble();
    core::Json summary = core::Json::object();
    summary["workload"] = workload.toStdString();
    summary["ops"] = ops;
    summary["medianMs"] = std::round(median * scale) / scale;
    summary["p99Ms"] = runsMs.empty() ? 0.0 : std::round(runsMs[p99] * scale) / scale;
    summary["opsPerSec"] =
        median > 0 ? std::llround(static_cast<double>(ops) / (median / 1000.0)) : 0;
    summary["runs"] = runsMs.size();
    summary["load1"] = load;
    summary["check"] = check;
    out() << QString::fromStdString(summary.dump()) << Qt::endl;
}

int badInput(const QString &line) {
    err() << line << Qt::endl;
    return kExitBadInput;
}

} // namespace toolgate::cli
