// SPDX-License-Identifier: MIT
#include "clicommon.h"

#include "schema/schemacase.h"
#include "schema/schemanormalizer.h"
#include "util/jsonio.h"

#include <QDir>
#include <QFileInfo>

#include <vector>

namespace toolgate::cli {

namespace {

using core::Json;

struct LoadedCase {
    QString name; // file name without ".case.json"
    core::SchemaCase schemaCase;
};

QString caseName(const QFileInfo &file) {
    QString name = file.fileName();
    for (const QLatin1String suffix : {QLatin1String(".case.json"), QLatin1String(".json")}) {
        if (name.endsWith(suffix))
            return name.chopped(suffix.size());
    }
    return name;
}

int normalize(const QStringList &args) {
    QStringList paths;
    QString outDir;
    for (qsizetype i = 0; i < args.size(); ++i) {
        bool missingValue = false;
        if (takeOutOption(args, i, &outDir, &missingValue)) {
            if (missingValue)
                return badInput(QStringLiteral("toolgate-cli schema normalize: --out needs DIR"));
        } else if (args.at(i).startsWith(QLatin1String("--"))) {
            return badInput(
                QStringLiteral("toolgate-cli schema normalize: unknown option %1").arg(args.at(i)));
        } else {
            paths.append(args.at(i));
        }
    }
    if (paths.isEmpty())
        return badInput(QStringLiteral("usage: toolgate-cli schema normalize PATH... [--out DIR]"));

    QStringList missing;
    QStringList emptyDirs;
    const QStringList files =
        expandInputPaths(paths, QStringLiteral(".case.json"), &missing, &emptyDirs);
    if (!missing.isEmpty())
        return badInput(QStringLiteral("%1: no such file or directory").arg(missing.first()));
    if (!emptyDirs.isEmpty())
        return badInput(
            QStringLiteral("%1: no *.case.json files in this directory").arg(emptyDirs.first()));

    // Read and check every case before writing anything: a bad input changes nothing on disk.
    std::vector<LoadedCase> cases;
    cases.reserve(static_cast<std::size_t>(files.size()));
    for (const QString &file : files) {
        core::Result<Json> document = core::readJsonFile(file);
        if (!document)
            return badInput(document.error().toString());
        core::Result<core::SchemaCase> parsed = core::parseSchemaCase(std::move(document).value());
        if (!parsed) {
            const core::Error &error = parsed.error();
            return badInput(
                QStringLiteral("%1: %2%3")
                    .arg(file,
                         error.where.isEmpty() ? QString() : error.where + QStringLiteral(": "),
                         error.message));
        }
        cases.push_back({caseName(QFileInfo(file)), std::move(parsed).value()});
    }

    if (outDir.isEmpty()) {
        if (cases.size() != 1)
            return badInput(QStringLiteral("toolgate-cli schema normalize: %1 cases need --out DIR")
                                .arg(cases.size()));
        const auto &only = cases.front().schemaCase;
        const Json result =
            core::schemaResultDocument(core::normalizeToolSchema(only.schema, only.target));
        out() << QString::fromUtf8(core::toJsonBytes(result, true)) << Qt::flush;
        return kExitOk;
    }

    if (!QDir().mkpath(outDir))
        return badInput(QStringLiteral("%1: cannot create the output directory").arg(outDir));
    for (const LoadedCase &loaded : cases) {
        const Json result = core::schemaResultDocument(
            core::normalizeToolSchema(loaded.schemaCase.schema, loaded.schemaCase.target));
        const QString target = QDir(outDir).filePath(loaded.name + QStringLiteral(".actual.json"));
        const core::Status written =
            core::writeFileAtomically(target, core::toJsonBytes(result, true));
        if (!written)
            return badInput(written.error().toString());
    }
    return kExitOk;
}

} // namespace

int runSchemaCommand(const QStringList &args) {
    if (args.isEmpty() || args.first() != QLatin1String("normalize"))
        return badInput(QStringLiteral("usage: toolgate-cli schema normalize PATH... [--out DIR]"));
    return normalize(args.mid(1));
}

} // namespace toolgate::cli
