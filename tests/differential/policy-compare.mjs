#!/usr/bin/env node
// Compares OpenClaw's answers (EXP/NAME.expected.json) with Toolgate's (ACT/NAME.actual.json) on
// every field, prints each disagreeing case with its first differences, and ends with the line
// "N passed, M failed". With --jsonl FILE it also writes one compact line per case,
// {"name", "case", "expected"}, for the committed differential set.
//   node policy-compare.mjs CASES EXP ACT [--jsonl FILE] [--max-diffs N]
import fs from "node:fs";
import path from "node:path";

const argv = process.argv.slice(2);
const opt = (name) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv.splice(i, 2)[1] : undefined;
};
const jsonlOut = opt("--jsonl");
const maxDiffs = Number(opt("--max-diffs") ?? 4);
const [caseDir, expDir, actDir] = argv;

const show = (v) => {
  const s = v === undefined ? "(absent)" : JSON.stringify(v);
  return s.length > 200 ? `${s.slice(0, 197)}...` : s;
};
function differences(e, a, where, out) {
  if (out.length >= maxDiffs) return;
  const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
  if (Array.isArray(e) && Array.isArray(a)) {
    if (e.length !== a.length) out.push(`${where}: expected ${show(e)}, got ${show(a)}`);
    else e.forEach((x, i) => differences(x, a[i], `${where}/${i}`, out));
  } else if (isObj(e) && isObj(a)) {
    for (const k of new Set([...Object.keys(e), ...Object.keys(a)])) differences(e[k], a[k], `${where}/${k}`, out);
  } else if (JSON.stringify(e) !== JSON.stringify(a)) {
    out.push(`${where}: expected ${show(e)}, got ${show(a)}`);
  }
}

const names = fs.readdirSync(caseDir).filter((n) => n.endsWith(".case.json")).sort().map((n) => n.slice(0, -".case.json".length));
const lines = [];
let passed = 0;
let failed = 0;
for (const name of names) {
  const read = (dir, suffix) => {
    const f = path.join(dir, name + suffix);
    return fs.existsSync(f) ? JSON.parse(fs.readFileSync(f, "utf8")) : undefined;
  };
  const expected = read(expDir, ".expected.json");
  if (expected === undefined) continue; // the oracle refused the case (not a valid case)
  const actual = read(actDir, ".actual.json");
  const theCase = read(caseDir, ".case.json");
  const diffs = [];
  if (actual === undefined) diffs.push("no answer from toolgate-cli");
  else differences(expected, actual, "", diffs);
  if (diffs.length) {
    failed += 1;
    process.stdout.write(`FAIL ${name}\n${diffs.map((d) => `  ${d}\n`).join("")}`);
  } else {
    passed += 1;
  }
  if (jsonlOut) lines.push(JSON.stringify({ name, case: theCase, expected }));
}
if (jsonlOut) fs.writeFileSync(jsonlOut, lines.map((l) => `${l}\n`).join(""));
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failed ? 1 : 0);
