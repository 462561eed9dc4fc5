// SPDX-License-Identifier: MIT
#include "config/safetysettings.h"

#include "config/valueedit.h"
#include "util/errorcode.h"

#include <QSet>

namespace toolgate::core {

namespace {

using Kind = SafetyValueKind;

// Programs that run arbitrary code from their arguments or input; a safe bin runs without any
// approval, so one of these there is an open door.
const QSet<QString> kInterpreters{
    QStringLiteral("sh"),      QStringLiteral("bash"),     QStringLiteral("zsh"),
    QStringLiteral("dash"),    QStringLiteral("fish"),     QStringLiteral("python"),
    QStringLiteral("python3"), QStringLiteral("node"),     QStringLiteral("deno"),
    QStringLiteral("bun"),     QStringLiteral("perl"),     QStringLiteral("ruby"),
    QStringLiteral("php"),     QStringLiteral("lua"),      QStringLiteral("env"),
    QStringLiteral("xargs"),   QStringLiteral("sudo"),     QStringLiteral("awk"),
    QStringLiteral("find"),    QStringLiteral("osascript")};

bool valueFits(const SafetySetting &s, const Json &v) {
    switch (s.kind) {
    case Kind::Bool:
        return v.is_boolean();
    case Kind::Count:
        return v.is_number_integer() && (v.get<qint64>() > 0 || (s.allowsZero && v == 0));
    case Kind::StringList:
        return v.is_array() &&
               std::all_of(v.begin(), v.end(), [](const Json &e) { return e.is_string(); });
    case Kind::SenderMap:
        if (!v.is_object())
            return false;
        for (const auto &[provider, list] : v.items())
            if (!list.is_array() || !std::all_of(list.begin(), list.end(), [](const Json &e) {
                    return e.is_string() || e.is_number();
                }))
                return false;
        return true;
    }
    return false;
}

QString text(const Json &v) {
    return v.is_string() ? QString::fromStdString(v.get<std::string>())
                         : QString::fromStdString(v.dump());
}

const Json *at(const Json &root, const KeyPath &path) {
    return path.find(root);
}

bool isTrue(const Json *v) {
    return v && v->is_boolean() && v->get<bool>();
}
bool isFalse(const Json *v) {
    return v && v->is_boolean() && !v->get<bool>();
}

} // namespace

KeyPath SafetySetting::path(const KeyPath &toolsPath) const {
    KeyPath out = toolsPath;
    for (const QString &part : QString::fromLatin1(key).split(u'.'))
        out = out.child(part);
    return out;
}

const std::vector<SafetySetting> &safetySettings() {
    static const std::vector<SafetySetting> settings{
        {"fs.workspaceOnly", Kind::Bool},
        {"exec.applyPatch.workspaceOnly", Kind::Bool, false, true},
        {"exec.strictInlineEval", Kind::Bool},
        {"exec.safeBins", Kind::StringList},
        {"elevated.enabled", Kind::Bool, false, true},
        {"elevated.allowFrom", Kind::SenderMap},
        {"web.fetch.maxChars", Kind::Count, true},
        {"web.fetch.maxCharsCap", Kind::Count, true},
        {"web.fetch.maxResponseBytes", Kind::Count, true},
        {"web.fetch.timeoutSeconds", Kind::Count, true},
        {"web.fetch.maxRedirects", Kind::Count, true, false, true},
        {"web.fetch.ssrfPolicy.allowedHostnames", Kind::StringList, true},
        {"web.fetch.ssrfPolicy.blockedHostnames", Kind::StringList, true},
        {"web.fetch.ssrfPolicy.dangerouslyAllowPrivateNetwork", Kind::Bool, true},
        {"web.fetch.ssrfPolicy.allowRfc2544BenchmarkRange", Kind::Bool, true},
        {"web.fetch.ssrfPolicy.allowIpv6UniqueLocalRange", Kind::Bool, true},
    };
    return settings;
}

const SafetySetting *safetySetting(const QString &key) {
    for (const SafetySetting &s : safetySettings())
        if (key == QLatin1String(s.key))
            return &s;
    return nullptr;
}

Result<ConfigEdit> safetySettingEdit(const ConfigDocument &document, const KeyPath &toolsPath,
                                     const QString &key, std::optional<Json> value) {
    const SafetySetting *setting = safetySetting(key);
    KeyPath path = setting ? setting->path(toolsPath) : KeyPath();
    if (!setting || (value && !valueFits(*setting, *value)))
        return Error{errorCodeText(ErrorCode::SafetyBadValue),
                     setting ? QStringLiteral("not a valid value for %1").arg(key)
                             : QStringLiteral("%1 is not a safety setting").arg(key),
                     setting ? path.toString() : key};
    if (!value) {
        // Remove the topmost ancestor below the tools object that holds nothing else.
        while (path.size() > toolsPath.size() + 1) {
            const Json *parent = document.value(path.parent());
            if (!parent || !parent->is_object() || parent->size() != 1)
                break;
            path = path.parent();
        }
    }
    return valueEdit(document, path, std::move(value));
}

std::optional<Json> parseSenderMap(const QString &input) {
    Json map = Json::object();
    for (const QString &group : input.split(u';', Qt::SkipEmptyParts)) {
        if (group.trimmed().isEmpty())
            continue;
        const qsizetype colon = group.indexOf(u':');
        const QString provider = group.left(colon).trimmed();
        if (colon < 0 || provider.isEmpty())
            return std::nullopt;
        Json ids = Json::array();
        for (const QString &id : group.mid(colon + 1).split(u',', Qt::SkipEmptyParts))
            if (!id.trimmed().isEmpty())
                ids.push_back(id.trimmed().toStdString());
        map[provider.toStdString()] = std::move(ids);
    }
    return map;
}

QString senderMapText(const Json &map) {
    QStringList groups;
    if (map.is_object())
        for (const auto &[provider, ids] : map.items()) {
            QStringList list;
            if (ids.is_array())
                for (const Json &id : ids)
                    list << text(id);
            groups << QStringLiteral("%1: %2").arg(QString::fromStdString(provider),
                                                   list.join(QStringLiteral(", ")));
        }
    return groups.join(QStringLiteral("; "));
}

namespace {

class SafetyLint {
public:
    SafetyLint(const ConfigDocument &document, QList<ConfigFinding> *out)
        : m_root(document.root())
        , m_out(out) {
        for (const PolicyScope &scope : document.scopes()) {
            if (scope.kind == ScopeKind::Global)
                scopeSettings(scope.path, true);
            else if (scope.kind == ScopeKind::Agent)
                scopeSettings(scope.path, false);
            else if (scope.kind == ScopeKind::Exec || scope.kind == ScopeKind::AgentExec)
                execModeMix(scope.path);
        }
    }

private:
    void add(ErrorCode code, FindingSeverity severity, const KeyPath &path,
             const QString &message) {
        m_out->append(ConfigFinding{code, severity, path, message});
    }

    void scopeSettings(const KeyPath &tools, bool global) {
        const Json *applyPatch = at(m_root, tools + KeyPath{"exec", "applyPatch", "workspaceOnly"});
        if (isFalse(applyPatch))
            add(ErrorCode::SafetyApplyPatchOutsideWorkspace, FindingSeverity::Warning,
                tools + KeyPath{"exec", "applyPatch", "workspaceOnly"},
                QStringLiteral("apply_patch may create and change files outside the workspace"));
        if (const Json *bins = at(m_root, tools + KeyPath{"exec", "safeBins"});
            bins && bins->is_array())
            for (const Json &bin : *bins) {
                const QString name = text(bin).section(u'/', -1);
                if (kInterpreters.contains(name))
                    add(ErrorCode::SafetySafeBinInterpreter, FindingSeverity::Warning,
                        tools + KeyPath{"exec", "safeBins"},
                        QStringLiteral("%1 runs arbitrary code, and safe bins run without any "
                                       "approval; allowlist it instead")
                            .arg(name));
            }
        if (global)
            webFetch(tools + KeyPath{"web", "fetch"});
        else
            elevatedNarrowing(tools);
    }

    void webFetch(const KeyPath &fetch) {
        const KeyPath ssrf = fetch.child("ssrfPolicy");
        if (isTrue(at(m_root, ssrf.child("dangerouslyAllowPrivateNetwork"))))
            add(ErrorCode::SafetyPrivateNetwork, FindingSeverity::Warning,
                ssrf.child("dangerouslyAllowPrivateNetwork"),
                QStringLiteral("web_fetch may reach loopback and private-network addresses "
                               "(the gateway's own services, cloud metadata): a request forgery "
                               "risk"));
        const Json *allowed = at(m_root, ssrf.child("allowedHostnames"));
        const Json *blocked = at(m_root, ssrf.child("blockedHostnames"));
        if (allowed && blocked && allowed->is_array() && blocked->is_array())
            for (const Json &host : *allowed)
                if (std::find(blocked->begin(), blocked->end(), host) != blocked->end())
                    add(ErrorCode::SafetyHostnameAllowedAndBlocked, FindingSeverity::Warning,
                        ssrf.child("allowedHostnames"),
                        QStringLiteral("%1 is both allowed and blocked; blocked wins")
                            .arg(text(host)));
        const Json *maxChars = at(m_root, fetch.child("maxChars"));
        const Json *cap = at(m_root, fetch.child("maxCharsCap"));
        const qint64 capValue = cap && cap->is_number_integer() ? cap->get<qint64>() : 20000;
        if (maxChars && maxChars->is_number_integer() && maxChars->get<qint64>() > capValue)
            add(ErrorCode::SafetyFetchAboveCap, FindingSeverity::Warning, fetch.child("maxChars"),
                QStringLiteral("maxChars %1 is above maxCharsCap %2, so at most %2 characters "
                               "come back")
                    .arg(maxChars->get<qint64>())
                    .arg(capValue));
    }

    // OpenClaw combines an agent's elevated settings with the global ones: the agent can turn
    // elevated mode off or allow fewer senders, never more.
    void elevatedNarrowing(const KeyPath &tools) {
        const KeyPath own = tools.child("elevated");
        const KeyPath global{"tools", "elevated"};
        if (isTrue(at(m_root, own.child("enabled"))) &&
            isFalse(at(m_root, global.child("enabled"))))
            add(ErrorCode::SafetyElevatedWidened, FindingSeverity::Warning, own.child("enabled"),
                QStringLiteral("tools.elevated.enabled is false: an agent can only narrow "
                               "elevated mode, so this agent stays without it"));
        const Json *mine = at(m_root, own.child("allowFrom"));
        const Json *theirs = at(m_root, global.child("allowFrom"));
        if (!mine || !mine->is_object())
            return;
        for (const auto &[provider, ids] : mine->items()) {
            const Json *allowedIds = theirs && theirs->is_object() && theirs->contains(provider)
                                         ? &(*theirs)[provider]
                                         : nullptr;
            if (!ids.is_array())
                continue;
            for (const Json &id : ids) {
                const bool covered =
                    allowedIds && allowedIds->is_array() &&
                    std::any_of(allowedIds->begin(), allowedIds->end(), [&](const Json &g) {
                        return text(g) == text(id) || text(g) == QLatin1String("*");
                    });
                if (!covered)
                    add(ErrorCode::SafetyElevatedWidened, FindingSeverity::Warning,
                        own.child("allowFrom").child(provider),
                        QStringLiteral("%1 on %2 is not in tools.elevated.allowFrom: an agent can "
                                       "only narrow who may use elevated mode, so this entry has "
                                       "no effect")
                            .arg(text(id), QString::fromStdString(provider)));
            }
        }
    }

    void execModeMix(const KeyPath &exec) {
        const Json *object = at(m_root, exec);
        if (object && object->is_object() && object->contains("mode") &&
            (object->contains("security") || object->contains("ask")))
            add(ErrorCode::ExecModeMixed, FindingSeverity::Error, exec.child("mode"),
                QStringLiteral("mode cannot be combined with security or ask in the same exec "
                               "object"));
    }

    const Json &m_root;
    QList<ConfigFinding> *m_out;
};

} // namespace

QList<ConfigFinding> lintSafetySettings(const ConfigDocument &document) {
    QList<ConfigFinding> findings;
    SafetyLint(document, &findings);
    return findings;
}

} // namespace toolgate::core
