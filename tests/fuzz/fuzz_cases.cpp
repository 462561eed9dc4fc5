// SPDX-License-Identifier: MIT
// libFuzzer entry for the case-file readers. The first byte picks the reader (modulo 3), the rest
// is the file, read as `toolgate-cli` reads it (strict JSON), then used as the CLI uses it:
//   0  policy case (`policy eval`): parsePolicyCase, then the engine's evaluate and traceToJson;
//   1  schema case (`schema normalize`): parseSchemaCase, normalizeToolSchema, the result document;
//   2  policy tools file (`policy explain --tools`): parsePolicyTools, then an evaluation.
// Beyond "no crash, no sanitizer report, nothing thrown" it checks that a refused case carries the
// documented error code and a message, and that every result can be written as JSON.
#include "policy/policycase.h"
#include "policy/policyengine.h"
#include "schema/schemacase.h"
#include "util/jsonio.h"

#include <cstdint>
#include <cstdlib>

using namespace toolgate::core;

namespace {

void check(bool condition) {
    if (!condition)
        std::abort();
}

void checkRefusal(const Error &error, const char *code) {
    check(error.code == QLatin1String(code));
    check(!error.message.isEmpty());
}

// What the CLI prints: toJsonBytes, which throws on invalid UTF-8.
void checkWritable(const Json &value) {
    check(!toJsonBytes(value, true).isEmpty());
}

void evaluate(const Json &config, std::vector<PolicyTool> tools, const PolicyContext &context) {
    const std::size_t toolCount = tools.size();
    PolicyEngine engine(config, std::move(tools));
    check(engine.tools().size() == toolCount);
    checkWritable(engine.traceToJson(engine.evaluate(context)));
}

void policyCase(const Json &document) {
    Result<PolicyCase> parsed = parsePolicyCase(document);
    if (!parsed) {
        checkRefusal(parsed.error(), "policy.case");
        return;
    }
    evaluate(parsed->config, std::move(parsed->tools), parsed->context);
}

void schemaCase(Json &&document) {
    Result<SchemaCase> parsed = parseSchemaCase(std::move(document));
    if (!parsed) {
        checkRefusal(parsed.error(), "schema.case");
        return;
    }
    const auto normalized = normalizeToolSchema(parsed->schema, parsed->target);
    if (!normalized)
        check(!normalized.error().message.isEmpty());
    checkWritable(schemaResultDocument(normalized));
}

void policyTools(const Json &document) {
    Result<std::vector<PolicyTool>> parsed = parsePolicyTools(document, "tools");
    if (!parsed) {
        checkRefusal(parsed.error(), "policy.case");
        return;
    }
    evaluate(Json::object(), std::move(parsed).value(), PolicyContext{});
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
    if (size == 0)
        return 0;
    const QByteArray text(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    Result<Json> document = parseJson(text, QStringLiteral("fuzz.case.json"));
    if (!document) {
        check(document.error().code == QLatin1String("json.parse"));
        return 0;
    }
    switch (data[0] % 3) {
    case 0:
        policyCase(*document);
        break;
    case 1:
        schemaCase(std::move(document).value());
        break;
    default:
        policyTools(*document);
        break;
    }
    return 0;
}
