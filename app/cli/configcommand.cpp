// SPDX-License-Identifier: MIT
#include "clicommon.h"

#include "config/configdiff.h"
#include "config/configdocument.h"
#include "config/configmigrations.h"
#include "config/configsaver.h"
#include "config/configvalidator.h"
#include "config/json5reader.h"

#include <QSet>

#include <cmath>

using namespace toolgate::core;

namespace toolgate::cli {

namespace {

int configUsage() {
    return badInput(QStringLiteral(
        "usage: toolgate-cli config parse FILE | lint FILE [--json] | migrate FILE [--write "
        "[--accept-comment-loss]] | diff OLD NEW | merge BASE THEIRS MINE [--json]"));
}

// The usage, naming the first option the command does not know, if that is what went wrong.
int configUsage(const QStringList &args, const QString &verb) {
    for (const QString &arg : args) {
        if (arg.startsWith(QLatin1String("--")))
            return badInput(
                QStringLiteral("toolgate-cli config %1: unknown option %2").arg(verb, arg));
    }
    return configUsage();
}

int readError(const Error &error) {
    return badInput(error.toString());
}

bool hasNonFinite(const Json &value) {
    if (value.is_number_float())
        return !std::isfinite(value.get<double>());
    if (value.is_structured()) {
        for (const Json &child : value) {
            if (hasNonFinite(child))
                return true;
        }
    }
    return false;
}

// `config parse FILE`: the value as compact JSON on stdout.
int runParse(const QStringList &args) {
    if (args.size() != 1)
        return configUsage(args, QStringLiteral("parse"));
    const auto value = readJson5File(args.first());
    if (!value)
        return readError(value.error());
    if (hasNonFinite(*value)) {
        err() << args.first()
              << QStringLiteral(
                     ": warning: Infinity/NaN have no JSON spelling and are printed as null")
              << Qt::endl;
    }
    out() << QString::fromStdString(value->dump(-1, ' ', false, Json::error_handler_t::replace))
          << Qt::endl;
    return kExitOk;
}

// `config lint FILE [--json]`: structural findings; exit 1 when any is an error.
int runLint(const QStringList &args) {
    QStringList rest = args;
    const bool json = rest.removeAll(QStringLiteral("--json")) > 0;
    if (rest.size() != 1)
        return configUsage(rest, QStringLiteral("lint"));
    const auto document = ConfigDocument::load(rest.first());
    if (!document)
        return readError(document.error());
    const QList<ConfigFinding> findings = validateConfig(*document);
    bool errors = false;
    Json list = Json::array();
    for (const ConfigFinding &f : findings) {
        errors = errors || f.severity == FindingSeverity::Error;
        if (json) {
            list.push_back({{"severity", findingSeverityName(f.severity).toStdString()},
                            {"code", errorCodeText(f.code).toStdString()},
                            {"path", f.path.toString().toStdString()},
                            {"message", f.message.toStdString()}});
        } else {
            out() << f.toString() << Qt::endl;
        }
    }
    if (json)
        out() << QString::fromStdString(list.dump()) << Qt::endl;
    return errors ? kExitFindings : kExitOk;
}

// `config migrate FILE [--write [--accept-comment-loss]]`: lists what doctor --fix would change
// (exit 1 when something is pending); with --write applies it all and saves, keeping FILE.bak.
int runMigrate(const QStringList &args) {
    QStringList rest = args;
    const bool write = rest.removeAll(QStringLiteral("--write")) > 0;
    const bool acceptCommentLoss = rest.removeAll(QStringLiteral("--accept-comment-loss")) > 0;
    if (rest.size() != 1)
        return configUsage(rest, QStringLiteral("migrate"));
    const QString path = rest.first();
    auto document = ConfigDocument::load(path);
    if (!document)
        return readError(document.error());

    const QList<ConfigMigration> pending = planMigrations(*document);
    if (pending.isEmpty()) {
        out() << "no migrations needed" << Qt::endl;
        return kExitOk;
    }
    for (const ConfigMigration &m : pending) {
        out() << "migration " << m.id << ": " << m.title << Qt::endl;
        for (const QString &line : m.details)
            out() << "  " << line << Qt::endl;
    }
    if (!write)
        return kExitFindings;

    if (document->hadComments() && !acceptCommentLoss) {
        return badInput(
            QStringLiteral(
                "%1: the file has comments, which rewriting it drops; nothing was written "
                "(re-run with --accept-comment-loss to write anyway)")
                .arg(path));
    }
    // Apply one migration at a time and re-plan: an earlier one can move keys a later one edits.
    QSet<QString> done;
    for (QList<ConfigMigration> next = pending; !next.isEmpty(); next = planMigrations(*document)) {
        const ConfigMigration &m = next.first();
        if (done.contains(m.id))
            break;
        if (auto applied = applyMigration(*document, m); !applied)
            return readError(applied.error());
        done.insert(m.id);
    }
    SaveOptions options;
    options.acceptCommentLoss = acceptCommentLoss;
    if (auto saved = saveConfig(*document, path, options); !saved)
        return readError(saved.error());
    out() << "wrote " << path << " (previous file kept as " << path << ".bak)" << Qt::endl;
    return kExitOk;
}

// `config diff OLD NEW`: key-path changes; exit 1 when the documents differ.
int runDiff(const QStringList &args) {
    if (args.size() != 2)
        return configUsage(args, QStringLiteral("diff"));
    const auto before = readJson5File(args.at(0));
    if (!before)
        return readError(before.error());
    const auto after = readJson5File(args.at(1));
    if (!after)
        return readError(after.error());
    const QList<PathChange> changes = diffConfigs(*before, *after);
    for (const PathChange &c : changes)
        out() << c.toString() << Qt::endl;
    return changes.isEmpty() ? kExitOk : kExitFindings;
}

} // namespace

int runConfigCommand(const QStringList &args) {
    if (args.isEmpty())
        return configUsage();
    const QString verb = args.first();
    const QStringList rest = args.mid(1);
    if (verb == QLatin1String("parse"))
        return runParse(rest);
    if (verb == QLatin1String("lint"))
        return runLint(rest);
    if (verb == QLatin1String("migrate"))
        return runMigrate(rest);
    if (verb == QLatin1String("diff"))
        return runDiff(rest);
    if (verb == QLatin1String("merge"))
        return runConfigMerge(rest);
    return configUsage();
}

} // namespace toolgate::cli
