// SPDX-License-Identifier: MIT
// `toolgate-cli config merge BASE THEIRS MINE [--json]`: rebases MINE's edits (made on BASE) onto
// THEIRS. Prints the merged document; conflicts go to stderr (or into the JSON) and exit 1.
#include "clicommon.h"

#include "config/configmerge.h"
#include "config/configsaver.h"
#include "config/json5reader.h"

namespace toolgate::cli {

namespace {

core::Json conflictJson(const core::MergeConflict &conflict) {
    core::Json j{{"path", conflict.path.toString().toStdString()}};
    // A side where the key is absent has no member, so absent and null stay apart.
    if (conflict.base)
        j["base"] = *conflict.base;
    if (conflict.mine)
        j["mine"] = *conflict.mine;
    if (conflict.theirs)
        j["theirs"] = *conflict.theirs;
    return j;
}

QString shown(const std::optional<core::Json> &value) {
    return value ? QString::fromStdString(value->dump()) : QStringLiteral("(absent)");
}

} // namespace

int runConfigMerge(const QStringList &args) {
    QStringList files;
    bool json = false;
    for (const QString &arg : args) {
        if (arg == QLatin1String("--json"))
            json = true;
        else if (arg.startsWith(QLatin1String("--")))
            return badInput(
                QStringLiteral("toolgate-cli config merge: unknown option %1").arg(arg));
        else
            files << arg;
    }
    if (files.size() != 3)
        return badInput(
            QStringLiteral("usage: toolgate-cli config merge BASE THEIRS MINE [--json]"));
    core::Json trees[3];
    bool comments = false;
    for (int i = 0; i < 3; ++i) {
        core::Json5Info info;
        auto value = core::readJson5File(files.at(i), &info);
        if (!value)
            return badInput(value.error().toString());
        comments = comments || info.hadComments;
        trees[i] = std::move(value).value();
    }
    const core::ConfigMerge merge = core::mergeConfigThreeWay(trees[0], trees[2], trees[1]);
    if (comments)
        err() << "toolgate-cli config merge: warning: comments in the inputs are not kept in the "
                 "merged document"
              << Qt::endl;
    if (json) {
        core::Json conflicts = core::Json::array();
        for (const core::MergeConflict &c : merge.conflicts)
            conflicts.push_back(conflictJson(c));
        out() << QString::fromStdString(
                     core::Json{{"merged", merge.merged}, {"conflicts", conflicts}}.dump(2))
              << Qt::endl;
    } else {
        const auto text = core::serializeConfig(merge.merged);
        if (!text)
            return badInput(text.error().toString());
        out() << QString::fromUtf8(text.value()) << Qt::flush;
        for (const core::MergeConflict &c : merge.conflicts)
            err() << "conflict at " << c.path.toString() << ": base " << shown(c.base) << ", mine "
                  << shown(c.mine) << ", theirs " << shown(c.theirs) << " (theirs kept)"
                  << Qt::endl;
    }
    return merge.conflicts.empty() ? kExitOk : kExitFindings;
}

} // namespace toolgate::cli
