// SPDX-License-Identifier: MIT
#pragma once

// Generated vectors stay one per line, so a regenerated file diffs line by line.
// clang-format off

// Generated from JavaScript: stableStringify semantics run under Node (JSON.parse +
// Object.keys().sort() + JSON.stringify) and node:crypto SHA-256.
struct StableVector { const char *name; const char *input; const char *stable; const char *sha; };
const StableVector kStableVectors[] = {
    {"key order", "{\"b\":2,\"a\":1,\"c\":{\"z\":true,\"y\":null}}", "{\"a\":1,\"b\":2,\"c\":{\"y\":null,\"z\":true}}", "8de4da99ba10a81ad0712ed5ca145e6017393749463cfdafc1a6b16836ad4d1d"},
    {"key order reversed", "{\"c\":{\"y\":null,\"z\":true},\"a\":1,\"b\":2}", "{\"a\":1,\"b\":2,\"c\":{\"y\":null,\"z\":true}}", "8de4da99ba10a81ad0712ed5ca145e6017393749463cfdafc1a6b16836ad4d1d"},
    {"integer-like keys", "{\"10\":1,\"9\":2,\"a\":3,\"1\":4}", "{\"1\":4,\"10\":1,\"9\":2,\"a\":3}", "4a82616d6651b6d178cdf77f0fdde6d42e330a64c4b9c92876f1b0d56dfbf3ea"},
    {"unicode keys utf16 order", "{\"\\ud83d\\ude00\":1,\"\\uffff\":2,\"\\u00e9\":3,\"z\":4}", "{\"z\":4,\"\303\251\":3,\"\360\237\230\200\":1,\"\357\277\277\":2}", "ca2f65af47429823842d4e5af834755b2c744de6492be4b88d563e5731b9e917"},
    {"unicode values", "{\"s\":\"h\\u00e9llo \\u4e16\\u754c \\ud83e\\udd9e\"}", "{\"s\":\"h\303\251llo \344\270\226\347\225\214 \360\237\246\236\"}", "a27f7254f72ea4ac78fecdc36aea2c16caebd4807c7e505ba370f58cf392988b"},
    {"nested arrays", "[[1,[2,[3,[]]]],{\"a\":[{\"b\":[]}]},[]]", "[[1,[2,[3,[]]]],{\"a\":[{\"b\":[]}]},[]]", "5250a91523ac471ead72e5a93ddd55ef1a2bf3eb895e189109e268660c90134c"},
    {"one point zero", "{\"n\":1.0}", "{\"n\":1}", "2bfd14f43d17fc7cea24e0917a8879b4b2f880b8baeec1b9d90fbaad655e71bd"},
    {"one", "{\"n\":1}", "{\"n\":1}", "2bfd14f43d17fc7cea24e0917a8879b4b2f880b8baeec1b9d90fbaad655e71bd"},
    {"negative zero", "[-0,-0.0,0.0]", "[0,0,0]", "2a08979e8002252124e861b2816490b04fe03b6b779f9287fb7c25652bbc4052"},
    {"exponents", "[1e21,1e20,123456789012345680000,1.5e-7,0.000001,1e-7,2.5E+25,-3e-10,1e300]", "[1e+21,100000000000000000000,123456789012345680000,1.5e-7,0.000001,1e-7,2.5e+25,-3e-10,1e+300]", "2a28225c163eb5833b89317e7c734e95e16359feb88edbd6e290e5bcb5c6534d"},
    {"fractions", "[0.1,0.30000000000000004,3.14159,100.5,-2.75]", "[0.1,0.30000000000000004,3.14159,100.5,-2.75]", "fa6d8f59bf1746250164c2043e53be6f045c6558cf507d7f1669e65d0a78678b"},
    {"big integers", "[9007199254740993,12345678901234567890,-9223372036854775808]", "[9007199254740992,12345678901234567000,-9223372036854776000]", "8c2dbd37dd1653c7daf1e8cf7670163b090a3a5c37a5f74c6dff721587ec09f7"},
    {"escapes", "[\"quote\\\" backslash\\\\ slash/ nl\\n tab\\t cr\\r bs\\b ff\\f nul\\u0000 us\\u001f del\\u007f ls\\u2028\"]", "[\"quote\\\" backslash\\\\ slash/ nl\\n tab\\t cr\\r bs\\b ff\\f nul\\u0000 us\\u001f del\177 ls\342\200\250\"]", "84f59b514f04b04d58f12b0e351492b5fbb8a437c661ceb55c447ff787626bc9"},
    {"empty containers", "{\"a\":{},\"b\":[],\"c\":\"\"}", "{\"a\":{},\"b\":[],\"c\":\"\"}", "e052004170cc85d084722ffe760c499548014bfdbdf5275548b688255770dfc2"},
    {"booleans null", "[true,false,null]", "[true,false,null]", "4d0f18de2133118249c26acc481838d4f6bb6bc1de882d99abbd19ae9397e8df"},
};
// {"k": "x" * 100000 + "é"}
const char kLongStringSha[] = "4e742a372ba40e4019f00935a6457b1b000d68342d61e8db5d49722a0513465e";
struct TextVector { const char *input; const char *expected; };
// JavaScript String#replace / #match with the five volatile-text patterns of the exec failure identity.
const TextVector kMaskVectors[] = {
    {"error at 12:30:07 after 942ms", "error at # after #"},
    {"2026-01-02T10:11:12.123456Z build failed (pid 4242, ppid=17)", "# build failed (#, #)"},
    {"2026-01-02 10:11:12+02:00 retry #3 attempt: 4 failed", "# # # failed"},
    {"took 1.5 s, then 3 minutes, 2 hours, 10seconds, 5 msg, 7sx", "took #, then #, #, #, 5 msg, 7sx"},
    {"attempts 3 retry3 xattempt 4 Attempt=9", "attempts 3 retry3 xattempt 4 #"},
    {"no digits here", "no digits here"},
    {"exit 2: 123:45:67 and 1:02:03.5 and 9:5:00", "exit 2: 1# and # and 9:5:00"},
    {"line 42: undefined reference to `main` (1 ms)", "line 42: undefined reference to `main` (#)"},
    {"TIMEOUT 30S at 2026-13-45T99:99:99z pid\011#12", "TIMEOUT # at # #"},
};
// JavaScript String#replace / #match with the two unknown-tool patterns.
const TextVector kUnknownToolVectors[] = {
    {"Unknown tool: foo", "foo"},
    {"unknown TOOL \"Bar.Baz-1\" requested", "bar.baz-1"},
    {"Tool 'qux' not found", "qux"},
    {"tool  zed is not available", "zed"},
    {"Unknown tool:", ""},
    {"the tool foo was not found", ""},
    {"Error: unknown tool\302\240web_Search", "web_search"},
    {"mytool abc not found", "abc"},
    {"tool \"x\" not founded\077", "x"},
    {"   ", ""},
};
// JavaScript String#replace / #match with the external-content nonce rewrite.
const TextVector kNonceVectors[] = {
    {"a <<<EXTERNAL_UNTRUSTED_CONTENT id=\"0123456789abcdef\">>>body<<<END_EXTERNAL_UNTRUSTED_CONTENT id=\"0123456789abcdef\">>> b", "a <<<EXTERNAL_UNTRUSTED_CONTENT id=\"0000000000000000\">>>body<<<END_EXTERNAL_UNTRUSTED_CONTENT id=\"0000000000000000\">>> b"},
    {"<<<EXTERNAL_UNTRUSTED_CONTENT id=\"0123456789abcdef\">>>body<<<END_EXTERNAL_UNTRUSTED_CONTENT id=\"fedcba9876543210\">>>", "<<<EXTERNAL_UNTRUSTED_CONTENT id=\"0123456789abcdef\">>>body<<<END_EXTERNAL_UNTRUSTED_CONTENT id=\"fedcba9876543210\">>>"},
    {"<<<EXTERNAL_UNTRUSTED_CONTENT id=\"0123456789ABCDEF\">>>x<<<END_EXTERNAL_UNTRUSTED_CONTENT id=\"0123456789ABCDEF\">>>", "<<<EXTERNAL_UNTRUSTED_CONTENT id=\"0123456789ABCDEF\">>>x<<<END_EXTERNAL_UNTRUSTED_CONTENT id=\"0123456789ABCDEF\">>>"},
    {"{\"t\":\"<<<EXTERNAL_UNTRUSTED_CONTENT id=\\\"1111222233334444\\\">>>say \\\"hi\\\"<<<END_EXTERNAL_UNTRUSTED_CONTENT id=\\\"1111222233334444\\\">>>\"}", "{\"t\":\"<<<EXTERNAL_UNTRUSTED_CONTENT id=\\\"0000000000000000\\\">>>say \\\"hi\\\"<<<END_EXTERNAL_UNTRUSTED_CONTENT id=\\\"0000000000000000\\\">>>\"}"},
    {"<<<EXTERNAL_UNTRUSTED_CONTENT id=\\\\\"1111222233334444\\\\\">>>x<<<END_EXTERNAL_UNTRUSTED_CONTENT id=\\\\\"1111222233334444\\\\\">>>", "<<<EXTERNAL_UNTRUSTED_CONTENT id=\\\\\"1111222233334444\\\\\">>>x<<<END_EXTERNAL_UNTRUSTED_CONTENT id=\\\\\"1111222233334444\\\\\">>>"},
    {"<<<EXTERNAL_UNTRUSTED_CONTENT id=\\\"1111222233334444\\\">>>a \"bare\" quote<<<END_EXTERNAL_UNTRUSTED_CONTENT id=\\\"1111222233334444\\\">>>", "<<<EXTERNAL_UNTRUSTED_CONTENT id=\\\"1111222233334444\\\">>>a \"bare\" quote<<<END_EXTERNAL_UNTRUSTED_CONTENT id=\\\"1111222233334444\\\">>>"},
    {"<<<EXTERNAL_UNTRUSTED_CONTENT id=\"aaaaaaaaaaaaaaaa\">>>one<<<END_EXTERNAL_UNTRUSTED_CONTENT id=\"aaaaaaaaaaaaaaaa\">>> and <<<EXTERNAL_UNTRUSTED_CONTENT id=\"bbbbbbbbbbbbbbbb\">>>two<<<END_EXTERNAL_UNTRUSTED_CONTENT id=\"bbbbbbbbbbbbbbbb\">>>", "<<<EXTERNAL_UNTRUSTED_CONTENT id=\"0000000000000000\">>>one<<<END_EXTERNAL_UNTRUSTED_CONTENT id=\"0000000000000000\">>> and <<<EXTERNAL_UNTRUSTED_CONTENT id=\"0000000000000000\">>>two<<<END_EXTERNAL_UNTRUSTED_CONTENT id=\"0000000000000000\">>>"},
    {"<<<EXTERNAL_UNTRUSTED_CONTENT id=\"aaaaaaaaaaaaaaaa\">>>outer <<<EXTERNAL_UNTRUSTED_CONTENT id=\"bbbbbbbbbbbbbbbb\">>>inner<<<END_EXTERNAL_UNTRUSTED_CONTENT id=\"bbbbbbbbbbbbbbbb\">>><<<END_EXTERNAL_UNTRUSTED_CONTENT id=\"aaaaaaaaaaaaaaaa\">>>", "<<<EXTERNAL_UNTRUSTED_CONTENT id=\"aaaaaaaaaaaaaaaa\">>>outer <<<EXTERNAL_UNTRUSTED_CONTENT id=\"0000000000000000\">>>inner<<<END_EXTERNAL_UNTRUSTED_CONTENT id=\"0000000000000000\">>><<<END_EXTERNAL_UNTRUSTED_CONTENT id=\"aaaaaaaaaaaaaaaa\">>>"},
};
// clang-format on
