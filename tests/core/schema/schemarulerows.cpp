// SPDX-License-Identifier: MIT
// The rule table of tst_schemanormalizer, kept out of the moc-processed file (moc's parser trips
// over long runs of raw string literals). Each row: a schema case and the expected result.

#include "schemarulerows.h"

namespace {

// `{"schema": S}` + target fields.
QByteArray plain(const char *schema) {
    return QByteArray("{\"schema\": ") + schema + "}";
}
QByteArray forProvider(const char *provider, const char *model, const char *schema) {
    return QByteArray("{\"provider\": \"") + provider + "\", \"modelId\": \"" + model +
           "\", \"schema\": " + schema + "}";
}
QByteArray gemini(const char *schema) {
    return forProvider("google", "gemini-2.5-pro", schema);
}
QByteArray withCompat(const char *compat, const char *schema) {
    return QByteArray("{\"provider\": \"custom\", \"modelId\": \"m\", \"compat\": ") + compat +
           ", \"schema\": " + schema + "}";
}
QByteArray xai(const char *schema) {
    return withCompat(
        R"({"toolSchemaProfile": "xai","unsupportedToolSchemaKeywords": ["minContains", "maxContains"]})",
        schema);
}
QByteArray ok(const char *schema, bool nullArgs) {
    return QByteArray("{\"schema\": ") + schema +
           ", \"nullArgsToEmptyObject\": " + (nullArgs ? "true" : "false") + "}";
}

} // namespace

std::vector<SchemaRuleRow> schemaRuleRows() {
    std::vector<SchemaRuleRow> rows;

    // Top-level shape.
    rows.push_back({"empty schema gets an object root", plain("{}"),
                    ok(R"({"type":"object","properties":{}})", true)});
    rows.push_back({"properties without type", plain(R"({"properties":{"a":{"type":"string"}}})"),
                    ok(R"({"properties":{"a":{"type":"string"}},"type":"object"})", true)});
    rows.push_back({"required without properties", plain(R"({"required":["a"]})"),
                    ok(R"({"required":["a"],"type":"object","properties":{}})", false)});
    rows.push_back({"object with null properties", plain(R"({"type":"object","properties":null})"),
                    ok(R"({"type":"object","properties":{}})", true)});
    rows.push_back({"typed non-object untouched", plain(R"({"type":"string"})"),
                    ok(R"({"type":"string"})", false)});
    rows.push_back({"top-level allOf kept", plain(R"({"allOf":[{"required":["a"]}]})"),
                    ok(R"({"allOf":[{"required":["a"]}]})", false)});
    rows.push_back({"boolean schema passes through", plain("true"), ok("true", false)});
    rows.push_back({"null schema passes through", plain("null"), ok("null", false)});
    rows.push_back({"empty array becomes an object root", plain("[]"),
                    ok(R"({"type":"object","properties":{}})", true)});

    // Union flattening.
    rows.push_back(
        {"anyOf: enum union, required intersection",
         plain(
             R"({"anyOf":[{"type":"object","properties":{"op":{"const":"get"},"id":{"type":"string"}},"required":["op","id"]},{"type":"object","properties":{"op":{"const":"list"}},"required":["op"]}]})"),
         ok(R"({"type":"object","properties":{"op":{"type":"string","enum":["get","list"]},"id":{"type":"string"}},"required":["op"],"additionalProperties":true})",
            false)});
    rows.push_back(
        {"mixed enum types get no type",
         plain(
             R"({"oneOf":[{"properties":{"v":{"enum":[1]}}},{"properties":{"v":{"enum":["1",1,true]}}}]})"),
         ok(R"({"type":"object","properties":{"v":{"enum":[1,"1",true]}},"additionalProperties":true})",
            true)});
    rows.push_back(
        {"numeric enum union typed number",
         plain(
             R"({"anyOf":[{"properties":{"n":{"const":1.0}}},{"properties":{"n":{"enum":[2,1]}}}]})"),
         ok(R"({"type":"object","properties":{"n":{"type":"number","enum":[1,2]}},"additionalProperties":true})",
            true)});
    rows.push_back(
        {"top-level required wins over intersection",
         plain(R"({"required":["z"],"anyOf":[{"properties":{"a":{}},"required":["a"]}]})"),
         ok(R"({"type":"object","properties":{"a":{}},"required":["z"],"additionalProperties":true})",
            false)});
    rows.push_back(
        {"non-object variants do not count",
         plain(R"({"anyOf":[{"type":"string"},null,{"properties":{"a":{}},"required":["a"]}]})"),
         ok(R"({"type":"object","properties":{"a":{}},"required":["a"],"additionalProperties":true})",
            false)});
    rows.push_back(
        {"no object variants keeps root properties value",
         plain(R"({"anyOf":[{"type":"string"}],"title":"T","description":5})"),
         ok(R"({"type":"object","title":"T","properties":{},"additionalProperties":true})", true)});
    rows.push_back(
        {"additionalProperties carried",
         plain(R"({"anyOf":[{"properties":{"a":{}}}],"additionalProperties":{"type":"string"}})"),
         ok(R"({"type":"object","properties":{"a":{}},"additionalProperties":{"type":"string"}})",
            true)});
    rows.push_back(
        {"first-seen schema kept without enums",
         plain(
             R"({"anyOf":[{"properties":{"v":{"type":"string","minLength":2}}},{"properties":{"v":{"type":"integer"}}}]})"),
         ok(R"({"type":"object","properties":{"v":{"type":"string","minLength":2}},"additionalProperties":true})",
            true)});
    rows.push_back(
        {"duplicate required in one variant is counted twice",
         plain(
             R"({"anyOf":[{"properties":{"a":{}},"required":["a","a"]},{"properties":{"a":{}},"required":["a"]}]})"),
         ok(R"({"type":"object","properties":{"a":{}},"additionalProperties":true})", true)});

    // $ref / $defs.
    rows.push_back(
        {"$defs ref inlined, meta carried",
         plain(
             R"({"type":"object","$defs":{"P":{"type":"string","description":"def"}},"properties":{"p":{"$ref":"#/$defs/P","description":"use","title":"T"}}})"),
         ok(R"({"type":"object","properties":{"p":{"type":"string","description":"use","title":"T"}}})",
            true)});
    rows.push_back(
        {"definitions ref with a path",
         plain(
             R"({"type":"object","definitions":{"D":{"properties":{"x":{"type":"integer"}}}},"properties":{"p":{"$ref":"#/definitions/D/properties/x"}}})"),
         ok(R"({"type":"object","properties":{"p":{"type":"integer"}}})", true)});
    rows.push_back(
        {"JSON pointer into the document",
         plain(
             R"({"type":"object","properties":{"a":{"type":"boolean"},"b":{"$ref":"#/properties/a"}}})"),
         ok(R"({"type":"object","properties":{"a":{"type":"boolean"},"b":{"type":"boolean"}}})",
            true)});
    rows.push_back(
        {"escaped pointer segment",
         plain(
             R"({"type":"object","$defs":{"a/b":{"type":"string"}},"properties":{"p":{"$ref":"#/$defs/a~1b"}}})"),
         ok(R"({"type":"object","properties":{"p":{"type":"string"}}})", true)});
    rows.push_back(
        {"self recursion becomes {}",
         plain(
             R"({"type":"object","$defs":{"N":{"type":"object","properties":{"next":{"$ref":"#/$defs/N"}}}},"properties":{"n":{"$ref":"#/$defs/N"}}})"),
         ok(R"({"type":"object","properties":{"n":{"type":"object","properties":{"next":{}}}}})",
            true)});
    rows.push_back(
        {"mutual recursion through two defs",
         plain(
             R"({"type":"object","$defs":{"A":{"properties":{"b":{"$ref":"#/$defs/B"}}},"B":{"properties":{"a":{"$ref":"#/$defs/A"}}}},"properties":{"x":{"$ref":"#/$defs/A"}}})"),
         ok(R"({"type":"object","properties":{"x":{"properties":{"b":{"properties":{"a":{}}}}}}})",
            true)});
    rows.push_back(
        {"unresolved local ref keeps definitions",
         plain(
             R"({"type":"object","$defs":{"A":{"type":"string"}},"properties":{"m":{"$ref":"#/$defs/Nope"}}})"),
         ok(R"({"type":"object","properties":{"m":{"$ref":"#/$defs/Nope"}},"$defs":{"A":{"type":"string"}}})",
            true)});
    rows.push_back(
        {"remote ref stays, definitions dropped",
         plain(
             R"({"type":"object","$defs":{"A":{}},"properties":{"m":{"$ref":"https://x/y.json"}}})"),
         ok(R"({"type":"object","properties":{"m":{"$ref":"https://x/y.json"}}})", true)});
    rows.push_back(
        {"ref nullable carried",
         plain(
             R"({"type":"object","$defs":{"E":{"type":"string","enum":["a"]}},"properties":{"e":{"$ref":"#/$defs/E","nullable":true}}})"),
         ok(R"({"type":"object","properties":{"e":{"type":["string","null"],"enum":["a",null]}}})",
            true)});
    rows.push_back(
        {"ref to a non-object value",
         plain(
             R"({"type":"object","$defs":{"F":false},"properties":{"f":{"$ref":"#/$defs/F","title":"x"}}})"),
         ok(R"({"type":"object","properties":{"f":false}})", true)});

    // OpenAPI clean-up.
    rows.push_back(
        {"nullable type array appends null once",
         plain(
             R"({"type":"object","properties":{"a":{"type":["string","null"],"nullable":true},"b":{"type":["integer"],"nullable":true}}})"),
         ok(R"({"type":"object","properties":{"a":{"type":["string","null"]},"b":{"type":["integer","null"]}}})",
            true)});
    rows.push_back(
        {"nullable oneOf wrapped with meta",
         plain(
             R"({"type":"object","properties":{"u":{"oneOf":[{"type":"string"}],"nullable":true,"title":"U"}}})"),
         ok(R"({"type":"object","properties":{"u":{"anyOf":[{"oneOf":[{"type":"string"}],"title":"U"},{"type":"null"}],"title":"U"}}})",
            true)});
    rows.push_back(
        {"annotations dropped, enum literals untouched",
         plain(
             R"({"type":"object","properties":{"a":{"type":"string","xml":{},"readOnly":true,"enum":[{"nullable":true}],"default":{"example":1}}}})"),
         ok(R"({"type":"object","properties":{"a":{"type":"string","enum":[{"nullable":true}],"default":{"example":1}}}})",
            true)});

    // Array items.
    rows.push_back(
        {"items added in nested positions",
         plain(
             R"({"type":"object","properties":{"a":{"anyOf":[{"type":"array"}]},"b":{"type":"object","additionalProperties":{"type":"array"}}}})"),
         ok(R"({"type":"object","properties":{"a":{"anyOf":[{"type":"array","items":{}}]},"b":{"type":"object","additionalProperties":{"type":"array","items":{}}}}})",
            true)});
    rows.push_back(
        {"omitEmptyArrayItems drops empty items only",
         withCompat(
             R"({"omitEmptyArrayItems":true})",
             R"({"type":"object","properties":{"a":{"type":"array","items":{}},"b":{"type":["array","null"],"items":{}},"c":{"type":"string","items":{}}}})"),
         ok(R"({"type":"object","properties":{"a":{"type":"array"},"b":{"type":["array","null"]},"c":{"type":"string","items":{}}}})",
            true)});

    // llama.cpp profile.
    rows.push_back(
        {"llamacpp drops pattern and long maxLength",
         withCompat(
             R"({"toolSchemaProfile":"LlamaCpp"})",
             R"({"type":"object","properties":{"a":{"type":"string","pattern":"x","maxLength":1999},"b":{"type":"string","maxLength":2000}}})"),
         ok(R"({"type":"object","properties":{"a":{"type":"string","maxLength":1999},"b":{"type":"string"}}})",
            true)});

    // Gemini detection.
    rows.push_back(
        {"gemini: provider contains gemini",
         forProvider("My-Gemini-Proxy", "x",
                     R"({"type":"object","properties":{"a":{"type":"string","format":"uri"}}})"),
         ok(R"({"type":"object","properties":{"a":{"type":"string"}}})", true)});
    rows.push_back(
        {"gemini: model id after slash",
         forProvider("openrouter", "google/gemini",
                     R"({"type":"object","properties":{"a":{"type":"string","format":"uri"}}})"),
         ok(R"({"type":"object","properties":{"a":{"type":"string"}}})", true)});
    rows.push_back(
        {"gemini: model id with dot suffix",
         forProvider("x", "gemini.flash",
                     R"({"type":"object","properties":{"a":{"type":"string","format":"uri"}}})"),
         ok(R"({"type":"object","properties":{"a":{"type":"string"}}})", true)});
    rows.push_back(
        {"not gemini: word inside a model id",
         forProvider("x", "my-gemini-1",
                     R"({"type":"object","properties":{"a":{"type":"string","format":"uri"}}})"),
         ok(R"({"type":"object","properties":{"a":{"type":"string","format":"uri"}}})", true)});
    rows.push_back(
        {"not gemini: anthropic provider with google in its name",
         forProvider("anthropic-google", "gemini-2.5-pro",
                     R"({"type":"object","properties":{"a":{"type":"string","format":"uri"}}})"),
         ok(R"({"type":"object","properties":{"a":{"type":"string","format":"uri"}}})", true)});

    // Gemini cleaner.
    rows.push_back(
        {"gemini: all 22 keywords removed",
         withCompat(
             R"({"toolSchemaProfile":"gemini"})",
             R"({"type":"object","properties":{"a":{"type":"string","~optional":true,"patternProperties":{},"additionalProperties":false,"$schema":"s","$id":"i","$defs":{},"definitions":{},"examples":[1],"minLength":1,"maxLength":2,"minimum":0,"maximum":1,"multipleOf":1,"pattern":"p","format":"f","minItems":1,"maxItems":2,"uniqueItems":true,"minProperties":1,"maxProperties":2,"not":{},"title":"kept"}}})"),
         ok(R"({"type":"object","properties":{"a":{"type":"string","title":"kept"}}})", true)});
    rows.push_back(
        {"gemini: enum stringified like JavaScript String()",
         gemini(
             R"({"type":"object","properties":{"n":{"enum":[1.5,100,1e21,1e-7,0.000001,-0.0,123456789012345678901,false,"x","x",null,[1]]}}})"),
         ok(R"({"type":"object","properties":{"n":{"enum":["1.5","100","1e+21","1e-7","0.000001","0","123456789012345680000","false","x"]}}})",
            true)});
    rows.push_back(
        {"gemini: const null drops the enum",
         gemini(R"({"type":"object","properties":{"c":{"const":null,"description":"d"}}})"),
         ok(R"({"type":"object","properties":{"c":{"description":"d"}}})", true)});
    rows.push_back(
        {"gemini: type array collapses",
         gemini(
             R"({"type":"object","properties":{"a":{"type":["null","integer"]},"b":{"type":["string","number","null"]}}})"),
         ok(R"({"type":"object","properties":{"a":{"type":"integer"},"b":{"type":["string","number"]}}})",
            true)});
    rows.push_back(
        {"gemini: oneOf null variant removed keeps the lone variant",
         gemini(
             R"({"type":"object","properties":{"o":{"oneOf":[{"type":"null"},{"type":"object","properties":{"k":{"type":"string"}},"required":["k","z"]}],"title":"O"}}})"),
         ok(R"({"type":"object","properties":{"o":{"type":"object","properties":{"k":{"type":"string"}},"required":["k"],"title":"O"}}})",
            true)});
    rows.push_back(
        {"gemini: union fallback uses the first variant's type",
         gemini(
             R"({"type":"object","properties":{"m":{"anyOf":[{"type":"integer"},{"type":"string"},{"enum":["a"]}],"default":1}}})"),
         ok(R"({"type":"object","properties":{"m":{"type":"integer","default":1}}})", true)});
    rows.push_back(
        {"gemini: union with one object variant keeps it",
         gemini(
             R"({"type":"object","properties":{"m":{"anyOf":[{"type":"object","properties":{"x":{"type":"string","format":"f"}}},"junk"],"description":"m"}}})"),
         ok(R"({"type":"object","properties":{"m":{"type":"object","properties":{"x":{"type":"string"}},"description":"m"}}})",
            true)});
    rows.push_back(
        {"gemini: required dropped on an object without properties",
         gemini(R"({"type":"object","properties":{"o":{"type":"object","required":["a"]}}})"),
         ok(R"({"type":"object","properties":{"o":{"type":"object"}}})", true)});
    rows.push_back({"gemini: empty required removed, root stays object",
                    gemini(R"({"type":"object","properties":{},"required":[]})"),
                    ok(R"({"type":"object","properties":{}})", true)});
    rows.push_back(
        {"gemini: unresolved ref resolves through kept $defs",
         gemini(
             R"({"type":"object","$defs":{"A":{"type":"string","minLength":3}},"properties":{"a":{"$ref":"#/$defs/A"},"m":{"$ref":"#/$defs/Missing","description":"gone"}}})"),
         ok(R"({"type":"object","properties":{"a":{"type":"string"},"m":{"description":"gone"}}})",
            true)});

    // Keyword stripping.
    rows.push_back(
        {"xai strips contains bounds everywhere, not property names",
         xai(R"({"type":"object","properties":{"minContains":{"type":"array","items":{"type":"integer"},"minContains":1,"minItems":2},"d":{"type":"object","dependencies":{"x":{"minContains":2}},"patternProperties":{"^a":{"maxContains":1}}}}})"),
         ok(R"({"type":"object","properties":{"minContains":{"type":"array","items":{"type":"integer"},"minItems":2},"d":{"type":"object","dependencies":{"x":{}},"patternProperties":{"^a":{}}}}})",
            true)});
    rows.push_back(
        {"keywords are trimmed and empty ones ignored",
         withCompat(R"({"unsupportedToolSchemaKeywords":[" format ","",7]})",
                    R"({"type":"object","properties":{"a":{"type":"string","format":"uri"}}})"),
         ok(R"({"type":"object","properties":{"a":{"type":"string"}}})", true)});
    rows.push_back(
        {"stripping runs after the gemini cleaner",
         forProvider("google", "gemini-2.5-pro",
                     R"({"type":"object","properties":{"a":{"const":"x"}}})")
             .replace("\"schema\"",
                      "\"compat\": {\"unsupportedToolSchemaKeywords\": [\"enum\"]}, \"schema\""),
         ok(R"({"type":"object","properties":{"a":{}}})", true)});

    // nullArgsToEmptyObject.
    rows.push_back(
        {"null args: required inside anyOf counts",
         plain(R"({"type":"object","properties":{},"allOf":[{"anyOf":[{"required":["a"]}]}]})"),
         ok(R"({"type":"object","properties":{},"allOf":[{"anyOf":[{"required":["a"]}]}]})",
            false)});
    rows.push_back({"null args: type array with object", plain(R"({"type":["null","object"]})"),
                    ok(R"({"type":["null","object"]})", true)});
    return rows;
}
