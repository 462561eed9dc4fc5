// SPDX-License-Identifier: MIT
#include "loops/loopdetector.h"

#include "loops/loophashing.h"
#include "loops/stablestringify.h"

#include <algorithm>
#include <charconv>
#include <initializer_list>

namespace toolgate::core {

namespace {

bool hasHash(const LoopRecord &r) {
    return r.hasOutcome && r.outcome.hasResult;
}

bool isVeto(const LoopRecord &r) {
    return r.hasOutcome && r.outcome.kind == OutcomeKind::ToolLoopVeto;
}

bool sameCall(const LoopRecord &a, const LoopRecord &b) {
    return a.toolSlot == b.toolSlot && a.call.digest == b.call.digest;
}

std::string concat(std::initializer_list<std::string_view> parts) {
    size_t size = 0;
    for (const auto part : parts)
        size += part.size();
    std::string out;
    out.reserve(size);
    for (const auto part : parts)
        out.append(part);
    return out;
}

// OpenClaw's `latestResultHash ?? "none"`, digest as raw bytes.
void appendLatest(std::string &out, const LoopRecord *latest) {
    if (!latest || !latest->outcome.hasResult) {
        out += "none";
        return;
    }
    if (latest->outcome.isError)
        out += "error:";
    out.append(reinterpret_cast<const char *>(latest->outcome.result.bytes.data()), 32);
}

// `<prefix><tool>:<tool>:<digest bytes>` (OpenClaw's `${prefix}${toolName}:${currentHash}`), a
// warning key's start, built in place.
void setCallKey(std::string &out, std::string_view prefix, const CallHash &hash) {
    out.reserve(prefix.size() + 2 * hash.tool.text.size() + 2 + 32 + 40);
    out.assign(prefix);
    out += hash.tool.text;
    out += ':';
    hash.appendCompact(out);
}

} // namespace

LoopCall LoopCall::make(std::string_view rawToolName, const Json &params, std::string_view runId,
                        DigestMemo *memo) {
    LoopCall call;
    call.hash = hashToolCall(loopToolName(rawToolName), params, memo);
    call.knownPoll = isKnownPollToolCall(call.hash.toolName(), params);
    call.runId = KeyedString(std::string(jsTrim(runId)));
    call.warningRunId = std::string(runId);
    return call;
}

LoopDetector::LoopDetector(const LoopThresholds &thresholds)
    : m_thresholds(thresholds)
    , m_history(static_cast<size_t>(std::max(1, thresholds.window))) {
    m_scope.reserve(static_cast<size_t>(std::max(1, thresholds.window)) + 1);
}

LoopDetector::CallKey LoopDetector::keyOf(const LoopCall &call) const {
    CallKey key;
    key.tool = m_tools.slot(call.hash.tool);
    key.run = m_runs.slot(call.runId);
    key.digest = &call.hash.digest;
    key.exec = call.hash.toolName() == "exec";
    return key;
}

void LoopDetector::selectScope(const CallKey &key) const {
    m_history.collectRun(key.run, m_scope);
    int sameTool = 0;
    int sameCall = 0;
    for (const LoopRecord *r : m_scope) {
        if (r->toolSlot == key.tool) {
            ++sameTool;
            if (r->call.digest == *key.digest)
                ++sameCall;
        }
    }
    m_scopeSameTool = sameTool;
    m_scopeSameCall = sameCall;
}

LoopDetector::Streak LoopDetector::noProgressStreak(const CallKey &key,
                                                    bool terminalExecFailuresOnly) const {
    int streak = 0;
    const LoopRecord *latest = nullptr;
    bool crossedArgumentBoundary = false;
    // Vetoes count only once an older concrete outcome anchors them.
    int pendingVetoes = 0;
    for (auto it = m_scope.rbegin(); it != m_scope.rend(); ++it) {
        const LoopRecord &r = **it;
        if (r.toolSlot != key.tool) {
            if (terminalExecFailuresOnly)
                break;
            continue;
        }
        if (!terminalExecFailuresOnly && r.call.digest != *key.digest)
            continue;
        if (isVeto(r)) {
            ++pendingVetoes;
            continue;
        }
        if (!hasHash(r))
            continue;
        if (terminalExecFailuresOnly && r.outcome.kind != OutcomeKind::TerminalExecFailure)
            break;
        if (!latest) {
            latest = &r;
            crossedArgumentBoundary = r.call.digest != *key.digest;
            streak = pendingVetoes + 1;
            pendingVetoes = 0;
            continue;
        }
        if (terminalExecFailuresOnly) {
            // Finding the requested command again after other commands belongs to an older tail.
            if (crossedArgumentBoundary && r.call.digest == *key.digest)
                break;
            if (r.call.digest != *key.digest)
                crossedArgumentBoundary = true;
        }
        const bool repeatsSameFailure =
            terminalExecFailuresOnly && r.outcome.hasFailureIdentity &&
            latest->outcome.hasFailureIdentity &&
            r.outcome.failureIdentity == latest->outcome.failureIdentity;
        if (!r.outcome.sameResult(latest->outcome) && !repeatsSameFailure)
            break;
        streak += pendingVetoes + 1;
        pendingVetoes = 0;
    }
    Streak result;
    result.latest = latest;
    result.count = latest ? streak : (terminalExecFailuresOnly ? 0 : pendingVetoes);
    return result;
}

LoopDetector::Streak LoopDetector::noProgress(const CallKey &key) const {
    const Streak sameArguments = noProgressStreak(key, false);
    if (!key.exec)
        return sameArguments;
    // Terminal exec failures may repeat across fresh arguments.
    const Streak failures = noProgressStreak(key, true);
    return failures.count > sameArguments.count ? failures : sameArguments;
}

int LoopDetector::unknownToolStreak(std::uint32_t tool, std::string &name) const {
    int streak = 0;
    name.clear();
    for (auto it = m_scope.rbegin(); it != m_scope.rend(); ++it) {
        const LoopRecord &r = **it;
        if (r.toolSlot != tool || !r.hasOutcome || r.outcome.unknownToolName.empty())
            break;
        if (name.empty()) {
            name = r.outcome.unknownToolName;
            streak = 1;
            continue;
        }
        if (r.outcome.unknownToolName != name)
            break;
        ++streak;
    }
    return streak;
}

LoopDetector::PingPong LoopDetector::pingPong(const CallKey &current) const {
    PingPong result;
    if (m_scope.empty())
        return result;
    const LoopRecord &last = *m_scope.back();
    const LoopRecord *other = nullptr;
    for (size_t i = m_scope.size() - 1; i-- > 0;) {
        if (!sameCall(*m_scope[i], last)) {
            other = m_scope[i];
            break;
        }
    }
    if (!other || !current.matches(*other))
        return result;
    int tail = 0;
    for (auto it = m_scope.rbegin(); it != m_scope.rend(); ++it) {
        const LoopRecord &expected = (tail % 2 == 0) ? last : *other;
        if (!sameCall(**it, expected))
            break;
        ++tail;
    }
    if (tail < 2)
        return result;

    // No progress only if every tail record has an outcome and each side kept one outcome.
    const LoopRecord *firstLast = nullptr;
    const LoopRecord *firstOther = nullptr;
    bool evidence = true;
    for (size_t i = m_scope.size() - static_cast<size_t>(tail); i < m_scope.size(); ++i) {
        const LoopRecord &r = *m_scope[i];
        if (!hasHash(r)) {
            evidence = false;
            break;
        }
        const LoopRecord *&first = sameCall(r, last) ? firstLast : firstOther;
        if (first && !first->outcome.sameResult(r.outcome)) {
            evidence = false;
            break;
        }
        if (!first)
            first = &r;
    }
    if (!firstLast || !firstOther)
        evidence = false;
    result.count = tail + 1;
    result.noProgressEvidence = evidence;
    result.paired = &last;
    return result;
}

LoopDetector::Churn LoopDetector::argumentChurn(const CallKey &current) const {
    struct Variant {
        const LoopRecord *first;
        int count;
    };
    Variant variants[32];
    std::vector<Variant> more;
    size_t variantCount = 0;
    const auto find = [&](const Digest &d) -> Variant * {
        for (size_t i = 0; i < variantCount; ++i) {
            Variant &v = i < 32 ? variants[i] : more[i - 32];
            if (v.first->call.digest == d)
                return &v;
        }
        return nullptr;
    };
    for (auto it = m_scope.rbegin(); it != m_scope.rend(); ++it) {
        const LoopRecord &r = **it;
        if (r.toolSlot != current.tool)
            break;
        if (!hasHash(r))
            continue;
        if (!r.outcome.noProgress)
            break;
        Variant *v = find(r.call.digest);
        if (v && !v->first->outcome.sameResult(r.outcome))
            break;
        if (v) {
            ++v->count;
        } else {
            const Variant fresh{&r, 1};
            if (variantCount < 32)
                variants[variantCount] = fresh;
            else
                more.push_back(fresh);
            ++variantCount;
        }
    }
    const int minimum = m_thresholds.churnMinPerVariant;
    int total = 0;
    int stableTotal = 0;
    int stableVariants = 0;
    const OutcomeHash *sharedOutcome = nullptr;
    bool shared = true;
    int currentCount = 0;
    for (size_t i = 0; i < variantCount; ++i) {
        const Variant &v = i < 32 ? variants[i] : more[i - 32];
        total += v.count;
        if (v.first->call.digest == *current.digest)
            currentCount = v.count;
        if (v.count < minimum)
            continue;
        stableTotal += v.count;
        ++stableVariants;
        if (!sharedOutcome)
            sharedOutcome = &v.first->outcome;
        else if (!sharedOutcome->sameResult(v.first->outcome))
            shared = false;
    }
    // Warning-only and narrow: every call in the tail belongs to a repeated stable variant, they
    // share one outcome, and the proposed call continues one of them.
    Churn result;
    if (stableVariants > 1 && stableTotal == total && shared && currentCount >= minimum) {
        result.count = total;
        result.variants = stableVariants;
    }
    return result;
}

int LoopDetector::recentCount(const CallKey &current) const {
    int count = 0;
    for (const LoopRecord *r : m_scope) {
        if (current.matches(*r))
            ++count;
    }
    return count;
}

LoopCounts LoopDetector::counts(const LoopCall &call) const {
    const CallKey key = keyOf(call);
    selectScope(key);
    LoopCounts c;
    std::string unknownName;
    c.unknownToolStreak = unknownToolStreak(key.tool, unknownName);
    c.noProgressStreak = noProgress(key).count;
    const PingPong pp = pingPong(key);
    c.pingPong = pp.count;
    c.pingPongNoProgress = pp.noProgressEvidence;
    const Churn churn = argumentChurn(key);
    c.argumentChurn = churn.count;
    c.argumentChurnVariants = churn.variants;
    c.recentRepeats = recentCount(key);
    c.knownPoll = call.knownPoll;
    return c;
}

LoopVerdict LoopDetector::evaluate(const LoopCall &call) const {
    const CallKey key = keyOf(call);
    selectScope(key);
    return decide(call, key);
}

LoopVerdict LoopDetector::decide(const LoopCall &call, const CallKey &key) const {
    const LoopThresholds &t = m_thresholds;
    const std::string &tool = call.hash.toolName();
    LoopVerdict v;
    char countBuf[16];
    const auto n = [&countBuf](int count) {
        const auto r = std::to_chars(countBuf, countBuf + sizeof countBuf, count);
        return std::string_view(countBuf, static_cast<size_t>(r.ptr - countBuf));
    };
    char variantBuf[16];
    const auto set = [&v](LoopLevel level, LoopDetectorKind detector, int count) {
        v.level = level;
        v.detector = detector;
        v.count = count;
        v.blocked = level == LoopLevel::Critical;
    };

    std::string unknownName;
    // Upper bounds counted by selectScope let a quiet call skip scans that cannot reach a
    // threshold: every streak counts records of this tool (the no-progress streak of a non-exec
    // call only records of this exact call), and a ping-pong tail is at most the scope.
    const int sameTool = m_scopeSameTool;
    const int sameCall = m_scopeSameCall;
    const int unknownStreak =
        sameTool >= t.unknownTool ? unknownToolStreak(key.tool, unknownName) : 0;
    if (unknownStreak >= t.unknownTool) {
        set(LoopLevel::Critical, LoopDetectorKind::UnknownToolRepeat, unknownStreak);
        v.message =
            concat({"CRITICAL: attempted unavailable tool ", unknownName, " ", n(unknownStreak),
                    " times. Stop retrying that missing tool and answer without it."});
        return v;
    }

    const int streakBound = key.exec ? sameTool : sameCall;
    const int streakNeeded = std::min(t.breaker, call.knownPoll ? t.warning : t.critical);
    const Streak streak = streakBound >= streakNeeded ? noProgress(key) : Streak{};
    if (streak.count >= t.breaker) {
        set(LoopLevel::Critical, LoopDetectorKind::GlobalCircuitBreaker, streak.count);
        v.message = concat({"CRITICAL: ", tool, " repeated identical no-progress outcomes ",
                            n(streak.count),
                            " times. Session execution blocked by global circuit breaker to "
                            "prevent runaway loops."});
        return v;
    }

    if (call.knownPoll && streak.count >= t.critical) {
        set(LoopLevel::Critical, LoopDetectorKind::KnownPollNoProgress, streak.count);
        v.message = concat({"CRITICAL: Called ", tool, " with identical arguments and no progress ",
                            n(streak.count),
                            " times. This appears to be a stuck polling loop. Session execution "
                            "blocked to prevent resource waste."});
        return v;
    }
    if (call.knownPoll && streak.count >= t.warning) {
        set(LoopLevel::Warning, LoopDetectorKind::KnownPollNoProgress, streak.count);
        v.message = concat({"WARNING: You have called ", tool, " ", n(streak.count),
                            " times with identical arguments and no progress. Stop polling and "
                            "either (1) increase wait time between checks, or (2) report the "
                            "task as failed if the process is stuck."});
        setCallKey(v.warningKey, "poll:", call.hash);
        v.warningKey += ':';
        appendLatest(v.warningKey, streak.latest);
        return v;
    }

    const PingPong pp = static_cast<int>(m_scope.size()) + 1 >= std::min(t.warning, t.critical)
                            ? pingPong(key)
                            : PingPong{};
    const auto pingPongKey = [&] {
        std::string &a = m_keyParts[0];
        std::string &b = m_keyParts[1];
        a.clear();
        b.clear();
        call.hash.appendCompact(a);
        pp.paired->call.appendCompact(b);
        if (b < a) // any fixed order makes the pair's key symmetric
            std::swap(a, b);
        return concat({"pingpong:", a, "|", b});
    };
    if (pp.count >= t.critical && pp.noProgressEvidence) {
        set(LoopLevel::Critical, LoopDetectorKind::PingPong, pp.count);
        v.message = concat(
            {"CRITICAL: You are alternating between repeated tool-call patterns (", n(pp.count),
             " consecutive calls) with no progress. This appears to be a stuck "
             "ping-pong loop. Session execution blocked to prevent resource waste."});
        return v;
    }
    if (pp.count >= t.warning) {
        set(LoopLevel::Warning, LoopDetectorKind::PingPong, pp.count);
        v.message = concat({"WARNING: You are alternating between repeated tool-call patterns (",
                            n(pp.count),
                            " consecutive calls). This looks like a ping-pong loop; stop retrying "
                            "and report the task as failed."});
        v.warningKey = pingPongKey();
        return v;
    }

    if (!call.knownPoll && streak.count >= t.critical) {
        set(LoopLevel::Critical, LoopDetectorKind::GenericRepeat, streak.count);
        v.message = concat({"CRITICAL: Called ", tool, " with identical outcomes ", n(streak.count),
                            " times. Session execution blocked to prevent runaway loops."});
        return v;
    }

    const Churn churn = sameTool >= t.warning ? argumentChurn(key) : Churn{};
    if (churn.count >= t.warning) {
        set(LoopLevel::Warning, LoopDetectorKind::ArgumentChurn, churn.count);
        const auto variants =
            std::to_chars(variantBuf, variantBuf + sizeof variantBuf, churn.variants);
        v.message =
            concat({"WARNING: ", tool, " has cycled through ",
                    std::string_view(variantBuf, static_cast<size_t>(variants.ptr - variantBuf)),
                    " repeated argument patterns with the same stable outcome ", n(churn.count),
                    " times. Continued churn is treated as stalled run activity, but this "
                    "tool call remains allowed."});
        v.warningKey = concat({"argument-churn:", tool});
        return v;
    }

    const int recent = sameCall; // recentCount(): same tool and arguments in the scope
    if (!call.knownPoll && recent >= t.warning) {
        set(LoopLevel::Warning, LoopDetectorKind::GenericRepeat, recent);
        v.message = concat({"WARNING: You have called ", tool, " ", n(recent),
                            " times with identical arguments. If this is not making progress, stop "
                            "retrying and report the task as failed."});
        setCallKey(v.warningKey, "generic:", call.hash);
        return v;
    }
    return v;
}

bool LoopDetector::shouldEmitWarning(const std::string &key, int count) {
    const int bucketSize = std::max(1, m_thresholds.warningBucketSize);
    const int bucket = count / bucketSize;
    const auto it = m_buckets.find(key);
    const int last = it == m_buckets.end() ? 0 : it->second;
    if (bucket <= last)
        return false;
    if (it != m_buckets.end()) {
        it->second = bucket;
    } else {
        m_buckets.emplace(key, bucket);
        m_bucketOrder.push_back(key);
        if (static_cast<int>(m_bucketOrder.size()) > m_thresholds.maxWarningKeys) {
            m_buckets.erase(m_bucketOrder.front());
            m_bucketOrder.pop_front();
        }
    }
    return true;
}

LoopVerdict LoopDetector::admit(const LoopCall &call, std::string_view toolCallId) {
    const CallKey key = keyOf(call);
    selectScope(key);
    LoopVerdict verdict = decide(call, key);
    if (verdict.level == LoopLevel::Critical) {
        // The call does not run; the veto the agent receives is recorded as its outcome.
        recordOutcome(call, key, toolCallId, loopVetoOutcome());
        return verdict;
    }
    if (verdict.level == LoopLevel::Warning) {
        m_bucketKey.clear();
        if (!call.warningRunId.empty()) {
            m_bucketKey += call.warningRunId;
            m_bucketKey += ':';
        }
        m_bucketKey += verdict.warningKey;
        verdict.emitted = shouldEmitWarning(m_bucketKey, verdict.count);
    }
    appendRecord(call, key, toolCallId);
    return verdict;
}

LoopRecord &LoopDetector::appendRecord(const LoopCall &call, const CallKey &key,
                                       std::string_view toolCallId) {
    // Assigning into the recycled slot reuses its string buffers.
    LoopRecord &record = m_history.append(key.run);
    record.call = call.hash;
    record.toolCallId.assign(toolCallId);
    record.runId = call.runId;
    record.toolSlot = key.tool;
    record.hasOutcome = false;
    record.outcome = OutcomeHash();
    return record;
}

void LoopDetector::recordCall(const LoopCall &call, std::string_view toolCallId) {
    appendRecord(call, keyOf(call), toolCallId);
}

void LoopDetector::recordOutcome(const LoopCall &call, std::string_view toolCallId,
                                 const OutcomeHash &outcome) {
    recordOutcome(call, keyOf(call), toolCallId, outcome);
}

void LoopDetector::recordOutcome(const LoopCall &call, const CallKey &key,
                                 std::string_view toolCallId, const OutcomeHash &outcome) {
    if (!outcome.isRecordable())
        return;
    for (size_t i = m_history.size(); i-- > 0;) {
        LoopRecord &r = m_history[i];
        if (r.runSlot != key.run || r.hasOutcome)
            continue;
        if (!toolCallId.empty() && r.toolCallId != toolCallId)
            continue;
        if (!key.matches(r))
            continue;
        r.hasOutcome = true;
        r.outcome = outcome;
        return;
    }
    LoopRecord &record = appendRecord(call, key, toolCallId);
    record.hasOutcome = true;
    record.outcome = outcome;
}

} // namespace toolgate::core
