// SPDX-License-Identifier: MIT
#include "demo/demoscenario.h"

#include "util/jsonio.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

namespace toolgate::gateway::demo {

using core::Error;
using core::Json;

namespace {

const QString kResourceDir = QStringLiteral(":/demo/scenarios");

// Line of every key and array element of an already valid JSON text, by key path
// ("agents[0].calls[2].tool"), so semantic errors can point at a line.
QHash<QString, int> indexLines(const QByteArray &text) {
    struct Frame {
        bool array = false;
        int index = 0;
        bool expectKey = true;
        QString path;
    };
    QHash<QString, int> lines;
    QVector<Frame> stack;
    QString pendingMember; // path of the member whose value comes next
    int line = 1;
    const auto valueStarts = [&]() -> QString {
        if (stack.isEmpty())
            return QString();
        Frame &top = stack.last();
        if (top.array) {
            const QString path = top.path + QStringLiteral("[%1]").arg(top.index);
            if (!lines.contains(path))
                lines.insert(path, line);
            return path;
        }
        return pendingMember;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text.at(i);
        if (c == '\n') {
            ++line;
        } else if (c == '"') {
            const qsizetype start = i;
            for (++i; i < text.size() && text.at(i) != '"'; ++i) {
                if (text.at(i) == '\\')
                    ++i;
            }
            const QByteArray raw = text.mid(start, i - start + 1);
            if (!stack.isEmpty() && !stack.last().array && stack.last().expectKey) {
                QString key;
                try {
                    key = QString::fromStdString(Json::parse(raw.toStdString()).get<std::string>());
                } catch (...) {
                    key = QString::fromUtf8(raw.mid(1, raw.size() - 2));
                }
                const QString &parent = stack.last().path;
                pendingMember = parent.isEmpty() ? key : parent + QLatin1Char('.') + key;
                lines.insert(pendingMember, line);
                stack.last().expectKey = false;
            } else {
                valueStarts();
            }
        } else if (c == '{' || c == '[') {
            const QString path = valueStarts();
            stack.append(Frame{c == '[', 0, c == '{', path});
        } else if (c == '}' || c == ']') {
            if (!stack.isEmpty())
                stack.removeLast();
        } else if (c == ',') {
            if (!stack.isEmpty()) {
                if (stack.last().array)
                    ++stack.last().index;
                else
                    stack.last().expectKey = true;
            }
        } else if (c == '-' || (c >= '0' && c <= '9') || c == 't' || c == 'f' || c == 'n') {
            valueStarts();
            while (i + 1 < text.size() && QByteArrayView(",}] \t\r\n").indexOf(text.at(i + 1)) < 0)
                ++i;
        }
    }
    return lines;
}

struct Failure {
    Error error;
};

class Checker {
public:
    Checker(QString source, QHash<QString, int> lines)
        : m_source(std::move(source))
        , m_lines(std::move(lines)) {}

    [[noreturn]] void fail(const QString &path, const QString &problem) const {
        throw Failure{Error{QStringLiteral("scenario.invalid"),
                            (path.isEmpty() ? QStringLiteral("(root)") : path) +
                                QStringLiteral(": ") + problem,
                            m_source + QLatin1Char(':') + QString::number(lineOf(path))}};
    }

    int lineOf(QString path) const {
        while (!path.isEmpty()) {
            if (const auto it = m_lines.constFind(path); it != m_lines.constEnd())
                return it.value();
            const qsizetype cut =
                std::max(path.lastIndexOf(QLatin1Char('.')), path.lastIndexOf(QLatin1Char('[')));
            path = cut > 0 ? path.left(cut) : QString();
        }
        return 1;
    }

    void onlyKeys(const Json &object, const QString &path,
                  std::initializer_list<const char *> allowed) const {
        for (auto it = object.begin(); it != object.end(); ++it) {
            const bool known = std::any_of(allowed.begin(), allowed.end(),
                                           [&](const char *k) { return it.key() == k; });
            if (!known)
                fail(join(path, QString::fromStdString(it.key())), QStringLiteral("unknown key"));
        }
    }

    static QString join(const QString &path, const QString &key) {
        return path.isEmpty() ? key : path + QLatin1Char('.') + key;
    }
    static QString at(const QString &path, qsizetype index) {
        return path + QStringLiteral("[%1]").arg(index);
    }

    const Json *member(const Json &object, const char *key) const {
        const auto it = object.find(key);
        return it == object.end() ? nullptr : &*it;
    }

    const Json &object(const Json &value, const QString &path) const {
        if (!value.is_object())
            fail(path, QStringLiteral("expected an object"));
        return value;
    }

    QString string(const Json &parent, const char *key, const QString &path, bool required,
                   const QString &fallback = QString()) const {
        const Json *v = member(parent, key);
        const QString p = join(path, QString::fromLatin1(key));
        if (!v) {
            if (required)
                fail(p, QStringLiteral("missing (a string is required)"));
            return fallback;
        }
        if (!v->is_string())
            fail(p, QStringLiteral("expected a string"));
        return QString::fromStdString(v->get<std::string>());
    }

    bool boolean(const Json &parent, const char *key, const QString &path, bool fallback) const {
        const Json *v = member(parent, key);
        if (!v)
            return fallback;
        if (!v->is_boolean())
            fail(join(path, QString::fromLatin1(key)), QStringLiteral("expected true or false"));
        return v->get<bool>();
    }

    std::optional<qint64> integer(const Json &parent, const char *key, const QString &path,
                                  qint64 min) const {
        const Json *v = member(parent, key);
        if (!v)
            return std::nullopt;
        const QString p = join(path, QString::fromLatin1(key));
        if (!v->is_number_integer())
            fail(p, QStringLiteral("expected an integer"));
        const auto value = v->get<qint64>();
        if (value < min)
            fail(p, QStringLiteral("must be at least %1").arg(min));
        return value;
    }

    QStringList strings(const Json &parent, const char *key, const QString &path) const {
        const Json *v = member(parent, key);
        if (!v)
            return {};
        const QString p = join(path, QString::fromLatin1(key));
        if (!v->is_array())
            fail(p, QStringLiteral("expected an array of strings"));
        QStringList out;
        for (qsizetype i = 0; i < qsizetype(v->size()); ++i) {
            const Json &item = (*v)[std::size_t(i)];
            if (!item.is_string())
                fail(at(p, i), QStringLiteral("expected a string"));
            out << QString::fromStdString(item.get<std::string>());
        }
        return out;
    }

private:
    QString m_source;
    QHash<QString, int> m_lines;
};

const QRegularExpression &agentIdPattern() {
    static const QRegularExpression re(QStringLiteral("^[a-z0-9_][a-z0-9_-]{0,63}$"));
    return re;
}

DemoToolResult readResult(const Checker &c, const Json &value, const QString &path) {
    c.object(value, path);
    c.onlyKeys(value, path, {"text", "isError", "details", "exitCode", "varies"});
    DemoToolResult result;
    result.text = c.string(value, "text", path, false);
    result.isError = c.boolean(value, "isError", path, false);
    result.varies = c.boolean(value, "varies", path, false);
    if (const Json *d = c.member(value, "details"))
        result.details = c.object(*d, Checker::join(path, QStringLiteral("details")));
    if (const auto code = c.integer(value, "exitCode", path, -255))
        result.exitCode = int(*code);
    return result;
}

void readCalls(const Checker &c, const Json &list, const QString &path, QVector<DemoCall> &out,
               int depth) {
    if (!list.is_array() || list.empty())
        c.fail(path, QStringLiteral("expected a non-empty array of calls"));
    for (qsizetype i = 0; i < qsizetype(list.size()); ++i) {
        const QString p = Checker::at(path, i);
        const Json &item = c.object(list[std::size_t(i)], p);
        if (item.contains("cycle")) {
            c.onlyKeys(item, p, {"cycle", "times", "after", "at"});
            if (depth > 0)
                c.fail(Checker::join(p, QStringLiteral("cycle")),
                       QStringLiteral("cycles cannot nest"));
            QVector<DemoCall> body;
            readCalls(c, item["cycle"], Checker::join(p, QStringLiteral("cycle")), body, depth + 1);
            const qint64 times = c.integer(item, "times", p, 1).value_or(1);
            const auto at = c.integer(item, "at", p, 0);
            const auto after = c.integer(item, "after", p, 0);
            for (qint64 t = 0; t < times; ++t) {
                for (qsizetype b = 0; b < body.size(); ++b) {
                    DemoCall call = body.at(b);
                    if (t == 0 && b == 0) {
                        if (at)
                            call.atMs = *at;
                        if (after)
                            call.afterMs = *after;
                    }
                    out.append(call);
                }
            }
            continue;
        }
        c.onlyKeys(item, p, {"tool", "params", "result", "at", "after", "repeat"});
        DemoCall call;
        call.line = c.lineOf(p);
        call.tool = c.string(item, "tool", p, true).trimmed();
        if (call.tool.isEmpty())
            c.fail(Checker::join(p, QStringLiteral("tool")), QStringLiteral("must not be empty"));
        if (const Json *params = c.member(item, "params"))
            call.params = c.object(*params, Checker::join(p, QStringLiteral("params")));
        if (const Json *result = c.member(item, "result"))
            call.result = readResult(c, *result, Checker::join(p, QStringLiteral("result")));
        const auto at = c.integer(item, "at", p, 0);
        const auto after = c.integer(item, "after", p, 0);
        if (at && after)
            c.fail(Checker::join(p, QStringLiteral("after")),
                   QStringLiteral("use either \"at\" or \"after\", not both"));
        if (at)
            call.atMs = *at;
        if (after)
            call.afterMs = *after;
        const qint64 repeat = c.integer(item, "repeat", p, 1).value_or(1);
        for (qint64 r = 0; r < repeat; ++r) {
            out.append(call);
            call.atMs = -1; // repeats follow each other
        }
    }
}

DemoPlugin readPlugin(const Checker &c, const Json &value, const QString &path) {
    c.object(value, path);
    c.onlyKeys(value, path, {"id", "tools", "rules"});
    DemoPlugin plugin;
    plugin.id = c.string(value, "id", path, false, plugin.id);
    plugin.tools = c.strings(value, "tools", path);
    const Json *rules = c.member(value, "rules");
    if (!rules)
        return plugin;
    const QString rp = Checker::join(path, QStringLiteral("rules"));
    if (!rules->is_array())
        c.fail(rp, QStringLiteral("expected an array of rules"));
    for (qsizetype i = 0; i < qsizetype(rules->size()); ++i) {
        const QString p = Checker::at(rp, i);
        const Json &r = c.object((*rules)[std::size_t(i)], p);
        c.onlyKeys(r, p,
                   {"tool", "match", "action", "reason", "params", "title", "description",
                    "severity", "timeoutMs", "allowedDecisions", "timeoutReason"});
        DemoPluginRule rule;
        rule.tool = c.string(r, "tool", p, true).trimmed().toLower();
        if (const Json *m = c.member(r, "match")) {
            const QString mp = Checker::join(p, QStringLiteral("match"));
            c.object(*m, mp);
            for (auto it = m->begin(); it != m->end(); ++it) {
                if (!it->is_string())
                    c.fail(Checker::join(mp, QString::fromStdString(it.key())),
                           QStringLiteral("expected a string (a glob over the parameter)"));
                rule.match.insert(QString::fromStdString(it.key()),
                                  QString::fromStdString(it->get<std::string>()));
            }
        }
        const QString action = c.string(r, "action", p, true);
        const QString ap = Checker::join(p, QStringLiteral("action"));
        if (action == QLatin1String("block")) {
            rule.action = DemoPluginRule::Action::Block;
            rule.reason = c.string(r, "reason", p, false);
        } else if (action == QLatin1String("rewrite")) {
            rule.action = DemoPluginRule::Action::Rewrite;
            const Json *params = c.member(r, "params");
            if (!params)
                c.fail(Checker::join(p, QStringLiteral("params")),
                       QStringLiteral("missing (a rewrite needs the params to merge)"));
            rule.params = c.object(*params, Checker::join(p, QStringLiteral("params")));
        } else if (action == QLatin1String("requireApproval")) {
            rule.action = DemoPluginRule::Action::RequireApproval;
            rule.title = c.string(r, "title", p, true);
            rule.description = c.string(r, "description", p, true);
            if (rule.title.isEmpty() || rule.title.size() > 80)
                c.fail(Checker::join(p, QStringLiteral("title")),
                       QStringLiteral("must be 1 to 80 characters"));
            if (rule.description.isEmpty() || rule.description.size() > 512)
                c.fail(Checker::join(p, QStringLiteral("description")),
                       QStringLiteral("must be 1 to 512 characters"));
            rule.severity = c.string(r, "severity", p, false, rule.severity);
            static const QStringList severities{QStringLiteral("info"), QStringLiteral("warning"),
                                                QStringLiteral("critical")};
            if (!severities.contains(rule.severity))
                c.fail(Checker::join(p, QStringLiteral("severity")),
                       QStringLiteral("must be info, warning or critical"));
            rule.timeoutMs = c.integer(r, "timeoutMs", p, 1);
            rule.allowedDecisions = c.strings(r, "allowedDecisions", p);
            static const QStringList decisions{QStringLiteral("allow-once"),
                                               QStringLiteral("allow-always"),
                                               QStringLiteral("deny")};
            for (qsizetype d = 0; d < rule.allowedDecisions.size(); ++d) {
                if (!decisions.contains(rule.allowedDecisions.at(d)))
                    c.fail(Checker::at(Checker::join(p, QStringLiteral("allowedDecisions")), d),
                           QStringLiteral("must be allow-once, allow-always or deny"));
            }
            rule.timeoutReason = c.string(r, "timeoutReason", p, false);
        } else {
            c.fail(ap, QStringLiteral("must be block, rewrite or requireApproval"));
        }
        plugin.rules.append(rule);
    }
    return plugin;
}

DemoAgent readAgent(const Checker &c, const Json &value, const QString &path) {
    c.object(value, path);
    c.onlyKeys(value, path,
               {"id", "agentId", "sessionKey", "provider", "model", "messageProvider", "sandboxed",
                "cwd", "sender", "calls"});
    DemoAgent agent;
    agent.line = c.lineOf(path);
    agent.id = c.string(value, "id", path, true);
    agent.agentId = c.string(value, "agentId", path, false, agent.id).toLower();
    if (!agentIdPattern().match(agent.agentId).hasMatch())
        c.fail(Checker::join(path, value.contains("agentId") ? QStringLiteral("agentId")
                                                             : QStringLiteral("id")),
               QStringLiteral("not a valid agent id (^[a-z0-9_][a-z0-9_-]{0,63}$)"));
    agent.sessionKey = c.string(value, "sessionKey", path, false,
                                QStringLiteral("agent:%1:main").arg(agent.agentId));
    if (!agent.sessionKey.startsWith(QStringLiteral("agent:%1:").arg(agent.agentId)))
        c.fail(Checker::join(path, QStringLiteral("sessionKey")),
               QStringLiteral("must start with \"agent:%1:\"").arg(agent.agentId));
    agent.provider = c.string(value, "provider", path, false);
    agent.model = c.string(value, "model", path, false);
    agent.messageProvider = c.string(value, "messageProvider", path, false);
    agent.sandboxed = c.boolean(value, "sandboxed", path, false);
    agent.cwd = c.string(value, "cwd", path, false, QStringLiteral("/home/demo/project"));
    if (const Json *s = c.member(value, "sender")) {
        const QString sp = Checker::join(path, QStringLiteral("sender"));
        c.object(*s, sp);
        c.onlyKeys(*s, sp, {"id", "channel", "name", "isOwner"});
        agent.sender.id = c.string(*s, "id", sp, false);
        agent.sender.channel = c.string(*s, "channel", sp, false);
        agent.sender.name = c.string(*s, "name", sp, false);
        if (s->contains("isOwner"))
            agent.sender.isOwner = c.boolean(*s, "isOwner", sp, false);
    }
    const Json *calls = c.member(value, "calls");
    if (!calls)
        c.fail(Checker::join(path, QStringLiteral("calls")),
               QStringLiteral("missing (an array of calls is required)"));
    readCalls(c, *calls, Checker::join(path, QStringLiteral("calls")), agent.calls, 0);
    return agent;
}

// The exec-approvals defaults a scenario's gateway starts with (each field optional).
core::ExecApprovalsPolicy readExecDefaults(const Checker &c, const Json &value) {
    const QString path = QStringLiteral("execDefaults");
    c.object(value, path);
    c.onlyKeys(value, path, {"security", "ask", "askFallback"});
    const QStringList securities{QStringLiteral("deny"), QStringLiteral("allowlist"),
                                 QStringLiteral("full")};
    const QStringList asks{QStringLiteral("off"), QStringLiteral("on-miss"),
                           QStringLiteral("always")};
    auto oneOf = [&](const char *key, const QStringList &values) {
        const QString v = c.string(value, key, path, false);
        if (!v.isEmpty() && !values.contains(v))
            c.fail(path + QLatin1Char('.') + QLatin1String(key),
                   QStringLiteral("expected one of %1").arg(values.join(QStringLiteral(", "))));
        return v;
    };
    core::ExecApprovalsPolicy policy;
    policy.security = oneOf("security", securities);
    policy.ask = oneOf("ask", asks);
    policy.askFallback = oneOf("askFallback", securities);
    return policy;
}

} // namespace

core::Result<DemoScenario> parseDemoScenario(const QByteArray &text, const QString &sourceName) {
    auto parsed = core::parseJson(text, sourceName);
    if (!parsed)
        return Error{QStringLiteral("scenario.parse"), parsed.error().message,
                     parsed.error().where};
    const Json &root = parsed.value();
    const Checker c(sourceName, indexLines(text));
    try {
        c.object(root, QString());
        c.onlyKeys(root, QString(),
                   {"name", "title", "description", "config", "execAllowlist", "execDefaults",
                    "plugin", "agents"});
        DemoScenario scenario;
        scenario.sourceName = sourceName;
        scenario.name =
            c.string(root, "name", QString(), false, QFileInfo(sourceName).completeBaseName());
        scenario.title = c.string(root, "title", QString(), false, scenario.name);
        scenario.description = c.string(root, "description", QString(), false);
        const Json *config = c.member(root, "config");
        if (!config)
            c.fail(QStringLiteral("config"),
                   QStringLiteral("missing (the openclaw.json to start from)"));
        scenario.config = c.object(*config, QStringLiteral("config"));
        if (const Json *allow = c.member(root, "execAllowlist")) {
            c.object(*allow, QStringLiteral("execAllowlist"));
            for (auto it = allow->begin(); it != allow->end(); ++it) {
                scenario.execAllowlist.insert(
                    QString::fromStdString(it.key()),
                    c.strings(*allow, it.key().c_str(), QStringLiteral("execAllowlist")));
            }
        }
        if (const Json *defaults = c.member(root, "execDefaults"))
            scenario.execDefaults = readExecDefaults(c, *defaults);
        if (const Json *plugin = c.member(root, "plugin"))
            scenario.plugin = readPlugin(c, *plugin, QStringLiteral("plugin"));
        const Json *agents = c.member(root, "agents");
        if (!agents || !agents->is_array() || agents->empty())
            c.fail(QStringLiteral("agents"),
                   QStringLiteral("expected a non-empty array of agents"));
        QStringList ids;
        for (qsizetype i = 0; i < qsizetype(agents->size()); ++i) {
            const QString p = Checker::at(QStringLiteral("agents"), i);
            DemoAgent agent = readAgent(c, (*agents)[std::size_t(i)], p);
            if (ids.contains(agent.id))
                c.fail(Checker::join(p, QStringLiteral("id")),
                       QStringLiteral("duplicate agent id \"%1\"").arg(agent.id));
            ids << agent.id;
            scenario.agents.append(agent);
        }
        return scenario;
    } catch (const Failure &failure) {
        return failure.error;
    }
}

core::Result<DemoScenario> loadDemoScenario(const QString &path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{QStringLiteral("io.read"), file.errorString(), path};
    return parseDemoScenario(file.readAll(), path);
}

QStringList builtinDemoScenarios() {
    QStringList names;
    const auto entries =
        QDir(kResourceDir).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString &entry : entries)
        names << QFileInfo(entry).completeBaseName();
    return names;
}

core::Result<DemoScenario> resolveDemoScenario(const QString &nameOrPath) {
    const QString builtin = kResourceDir + QLatin1Char('/') + nameOrPath + QStringLiteral(".json");
    if (!nameOrPath.contains(QLatin1Char('/')) && QFile::exists(builtin))
        return loadDemoScenario(builtin);
    if (!QFile::exists(nameOrPath))
        return Error{QStringLiteral("scenario.unknown"),
                     QStringLiteral("no such scenario file or built-in scenario (built-in: %1)")
                         .arg(builtinDemoScenarios().join(QStringLiteral(", "))),
                     nameOrPath};
    return loadDemoScenario(nameOrPath);
}

} // namespace toolgate::gateway::demo
