// SPDX-License-Identifier: MIT
// Outcome hashing (OpenClaw's hashToolOutcome): what a tool call's result or error hashes to,
// per tool (exec, write, process poll/log, send-like results) and in general.
#include "loops/loophashing_p.h"

#include "loops/stablestringify.h"

namespace toolgate::core {

using namespace loophash;

namespace {

thread_local std::string t_buffer;     // the serialisation being hashed
thread_local std::string t_textBuffer; // joined text parts, when there is more than one
thread_local std::string t_maskBuffers[2];

bool nonceRewrite(std::string_view in, std::string &out) {
    return canonicalizeExternalContentNonces(in, out);
}

struct OutcomeWriter {
    std::string &out;
    bool first = true;

    explicit OutcomeWriter(std::string &target)
        : out(target) {
        out += '{';
    }

    void key(std::string_view k) {
        if (!first)
            out += ',';
        first = false;
        out += '"';
        out += k;
        out += "\":";
    }
    void string(std::string_view k, std::string_view v) {
        key(k);
        std::string rewritten;
        if (nonceRewrite(v, rewritten))
            appendJsString(out, rewritten);
        else
            appendJsString(out, v);
    }
    void value(std::string_view k, const Json &v) {
        key(k);
        appendStableJson(out, v, nonceRewrite);
    }
    // A JS property read: missing -> bare `undefined`.
    void valueOrUndefined(std::string_view k, const Json *v) {
        key(k);
        if (v)
            appendStableJson(out, *v, nonceRewrite);
        else
            out += "undefined";
    }
    // `x ?? null`
    void valueOrNull(std::string_view k, const Json *v) {
        key(k);
        if (v && !v->is_null())
            appendStableJson(out, *v, nonceRewrite);
        else
            out += "null";
    }
    void stringOrNull(std::string_view k, const Json *v) {
        if (v && v->is_string())
            string(k, v->get_ref<const std::string &>());
        else
            raw(k, "null");
    }
    void raw(std::string_view k, std::string_view text) {
        key(k);
        out += text;
    }
    void finish() { out += '}'; }
};

// `toString` of a JS number value for the "(Command exited with code N)" comparison.
std::string jsNumberText(const Json &v) {
    return jsNumberToString(jsonNumberAsDouble(v));
}

bool isFiniteNumber(const Json &v) {
    if (v.is_number_integer())
        return true;
    if (v.is_number_float()) {
        const double d = v.get<double>();
        return d == d && d - d == 0;
    }
    return false;
}

// "(Command exited with code N)" for the exit code's JavaScript text N.
bool isBareExitNotice(std::string_view output, const Json &exitCode) {
    constexpr std::string_view head = "(Command exited with code ";
    if (output.size() <= head.size() || output.substr(0, head.size()) != head ||
        output.back() != ')')
        return false;
    return output.substr(head.size(), output.size() - head.size() - 1) == jsNumberText(exitCode);
}

bool execOutcome(const Json &details, std::string_view text, OutcomeHash &outcome) {
    const std::string *status = stringField(details, "status");
    if (!status)
        return false;
    std::string &buf = t_buffer;
    buf.clear();
    if (*status == "running") {
        OutcomeWriter w(buf);
        w.string("status", *status);
        const std::string *tail = stringField(details, "tail");
        w.string("tail", tail ? std::string_view(*tail) : std::string_view());
        w.finish();
    } else if (*status == "completed" || *status == "failed") {
        const Json *exitCode = field(details, "exitCode");
        const bool exitIsNumber = exitCode && exitCode->is_number();
        const Json *timedOutField = field(details, "timedOut");
        const bool timedOut =
            timedOutField && timedOutField->is_boolean() && timedOutField->get<bool>();
        const std::string *aggregated = stringField(details, "aggregated");
        std::string_view output = text;
        if (aggregated) {
            const auto trimmed = jsTrim(*aggregated);
            if (!trimmed.empty())
                output = trimmed;
        }
        OutcomeWriter w(buf);
        if (exitIsNumber)
            w.value("exitCode", *exitCode);
        else
            w.raw("exitCode", "null");
        w.string("output", output);
        w.string("status", *status);
        w.raw("timedOut", timedOut ? "true" : "false");
        w.finish();
        outcome.hasResult = true;
        outcome.result = digestText(buf);

        // A real nonzero exit with diagnostic output is a terminal failure; its identity ignores
        // when it happened (timestamps, durations, pids) so retries that fail alike count together.
        if (exitIsNumber && isFiniteNumber(*exitCode) && jsonNumberAsDouble(*exitCode) != 0 &&
            !timedOut && !output.empty() && !isBareExitNotice(output, *exitCode)) {
            outcome.kind = OutcomeKind::TerminalExecFailure;
            const std::string_view shape = maskVolatileExecText(output, t_maskBuffers);
            buf.clear();
            OutcomeWriter f(buf);
            f.value("exitCode", *exitCode);
            f.string("output", shape);
            f.string("status", *status);
            f.raw("timedOut", timedOut ? "true" : "false");
            f.finish();
            outcome.hasFailureIdentity = true;
            outcome.failureIdentity = digestText(buf);
        }
        return true;
    } else if (*status == "approval-pending" || *status == "approval-unavailable") {
        OutcomeWriter w(buf);
        const std::string *command = stringField(details, "command");
        w.string("command", command ? std::string_view(*command) : std::string_view());
        w.stringOrNull("host", field(details, "host"));
        w.stringOrNull("reason", field(details, "reason"));
        w.string("status", *status);
        const std::string *warningText = stringField(details, "warningText");
        w.string("warningText", warningText ? std::string_view(*warningText) : std::string_view());
        w.finish();
    } else {
        return false;
    }
    outcome.hasResult = true;
    outcome.result = digestText(buf);
    return true;
}

bool isSendLikeMessageAction(std::string_view action) {
    static constexpr std::string_view actions[] = {
        "send",           "broadcast",   "reply",   "thread-reply", "sendWithEffect",
        "sendAttachment", "upload-file", "sticker", "poll"};
    for (const auto a : actions) {
        if (a == action)
            return true;
    }
    return false;
}

bool isVolatileSendKey(std::string_view key) {
    static constexpr std::string_view keys[] = {"messageId",
                                                "message_id",
                                                "messageIds",
                                                "platformMessageId",
                                                "platformMessageIds",
                                                "fileId",
                                                "file_id",
                                                "fileKey",
                                                "pollId",
                                                "poll_id",
                                                "receipt",
                                                "runId",
                                                "idempotencyKey",
                                                "ts",
                                                "timestamp",
                                                "sentAt",
                                                "deliveredAt",
                                                "createdAt"};
    for (const auto k : keys) {
        if (k == key)
            return true;
    }
    return false;
}

bool isMessageDeliveryObject(const Json &v) {
    const Json *id = field(v, "id");
    const Json *text = field(v, "text");
    if (!id || !id->is_string() || !text || !text->is_string())
        return false;
    const Json *direction = field(v, "direction");
    const Json *senderId = field(v, "senderId");
    const Json *accountId = field(v, "accountId");
    const Json *conversation = field(v, "conversation");
    return (direction && direction->is_string()) || (senderId && senderId->is_string()) ||
           (accountId && accountId->is_string()) || (conversation && conversation->is_object());
}

Json stripVolatileSendIds(const Json &v) {
    if (v.is_array()) {
        Json out = Json::array();
        for (const auto &entry : v)
            out.push_back(stripVolatileSendIds(entry));
        return out;
    }
    if (!v.is_object())
        return v;
    const bool dropId = isMessageDeliveryObject(v);
    Json out = Json::object();
    for (auto it = v.begin(); it != v.end(); ++it) {
        if (isVolatileSendKey(it.key()) || (dropId && it.key() == "id"))
            continue;
        out[it.key()] = stripVolatileSendIds(it.value());
    }
    return out;
}

bool isVolatileSendResult(std::string_view toolName, const Json &params) {
    if (toolName == "sessions_send")
        return true;
    if (toolName == "message") {
        const std::string *action = stringField(params, "action");
        return action && isSendLikeMessageAction(*action);
    }
    // Channel plugins' own send tools are send-like too; no channel plugin is loaded here.
    return false;
}

} // namespace

std::string OutcomeHash::resultText() const {
    if (!hasResult)
        return "none";
    return isError ? "error:" + result.hex() : result.hex();
}

Digest digestOutcome(const Json &value) {
    std::string &buf = t_buffer;
    buf.clear();
    appendStableJson(buf, value, nonceRewrite);
    return digestText(buf);
}

std::string_view loophash::textContent(const Json &result, std::string &storage) {
    const Json *content = field(result, "content");
    if (!content || !content->is_array())
        return {};
    // One text part (the usual case) is used where it is; more are joined in `storage`.
    std::string_view single;
    int parts = 0;
    for (const auto &entry : *content) {
        if (!entry.is_object())
            continue;
        const Json *type = field(entry, "type");
        const Json *text = field(entry, "text");
        if (!type || !type->is_string() || !text || !text->is_string())
            continue;
        const std::string &part = text->get_ref<const std::string &>();
        if (parts == 0) {
            single = part;
        } else {
            if (parts == 1)
                storage.assign(single);
            storage += '\n';
            storage += part;
        }
        ++parts;
    }
    return jsTrim(parts > 1 ? std::string_view(storage) : single);
}

std::string extractTextContent(const Json &result) {
    std::string storage;
    return std::string(textContent(result, storage));
}

OutcomeHash loopVetoOutcome() {
    OutcomeHash o;
    o.kind = OutcomeKind::ToolLoopVeto;
    return o;
}

OutcomeHash hashToolOutcome(std::string_view toolName, const Json &params, const Json *result,
                            const std::string *errorMessage, DigestMemo *memo) {
    const MemoScope scope(memo);
    OutcomeHash outcome;
    if (errorMessage) {
        // new Error(text): hashed by message, or by name ("Error") when the message is empty.
        const std::string_view message =
            errorMessage->empty() ? std::string_view("Error") : std::string_view(*errorMessage);
        std::string &buf = t_buffer;
        buf.clear();
        std::string rewritten;
        if (nonceRewrite(message, rewritten))
            appendJsString(buf, rewritten);
        else
            appendJsString(buf, message);
        outcome.hasResult = true;
        outcome.isError = true;
        outcome.result = digestText(buf);
        outcome.noProgress = true;
        outcome.unknownToolName = extractUnknownToolName(message);
        return outcome;
    }
    if (!result)
        return outcome;
    if (!result->is_object()) {
        outcome.hasResult = true;
        outcome.result = digestOutcome(*result);
        return outcome;
    }
    static const Json emptyObject = Json::object();
    const Json *detailsField = field(*result, "details");
    const Json &details = (detailsField && detailsField->is_object()) ? *detailsField : emptyObject;
    if (const std::string *status = stringField(details, "status");
        status && *status == "blocked") {
        const std::string *deniedReason = stringField(details, "deniedReason");
        if (deniedReason && *deniedReason == "tool-loop")
            return loopVetoOutcome();
    }

    const std::string_view text = textContent(*result, t_textBuffer);
    if (toolName == "exec" && execOutcome(details, text, outcome))
        return outcome;

    if (toolName == "write") {
        const Json *changed = field(details, "changed");
        if (changed && changed->is_boolean() && !changed->get<bool>()) {
            static const Digest unchanged = [] {
                return sha256Digest(std::string_view("{\"status\":\"unchanged\"}"));
            }();
            outcome.hasResult = true;
            outcome.result = unchanged;
            outcome.noProgress = true;
            return outcome;
        }
    }

    if (toolName == "process" && params.is_object()) {
        const std::string *action = stringField(params, "action");
        if (action && (*action == "poll" || *action == "log")) {
            std::string &buf = t_buffer;
            buf.clear();
            OutcomeWriter w(buf);
            w.string("action", *action);
            if (*action == "poll") {
                w.valueOrNull("aggregated", field(details, "aggregated"));
                w.valueOrNull("exitCode", field(details, "exitCode"));
                w.valueOrNull("exitSignal", field(details, "exitSignal"));
                w.valueOrUndefined("status", field(details, "status"));
                w.string("text", text);
            } else {
                w.valueOrNull("exitCode", field(details, "exitCode"));
                w.valueOrNull("exitSignal", field(details, "exitSignal"));
                w.valueOrUndefined("status", field(details, "status"));
                w.string("text", text);
                w.valueOrNull("totalChars", field(details, "totalChars"));
                w.valueOrNull("totalLines", field(details, "totalLines"));
                w.valueOrNull("truncated", field(details, "truncated"));
            }
            w.finish();
            outcome.hasResult = true;
            outcome.result = digestText(buf);
            return outcome;
        }
    }

    if (isVolatileSendResult(toolName, params)) {
        outcome.hasResult = true;
        outcome.result = digestOutcome(stripVolatileSendIds(details));
        return outcome;
    }

    std::string &buf = t_buffer;
    buf.clear();
    OutcomeWriter w(buf);
    w.value("details", details);
    w.string("text", text);
    w.finish();
    outcome.hasResult = true;
    outcome.result = digestText(buf);
    return outcome;
}

} // namespace toolgate::core
