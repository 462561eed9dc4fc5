// Compares OpenClaw's answers with toolgate-cli's for loop traces or schema cases, field by field
// (schema: key order included), and optionally writes the cases with OpenClaw's answers as JSONL.
//   node ls-compare.mjs loops|schema CASES EXP ACT [--jsonl FILE]
// Prints one line per disagreement (case, field, expected, actual); last line "N passed, M failed".
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [mode, cases, exp, act] = process.argv.slice(2);
const j = process.argv.indexOf('--jsonl');
const jsonl = j < 0 ? null : process.argv[j + 1];
const suffix = mode === 'loops' ? '.trace.jsonl' : '.case.json';
const outSuffix = mode === 'loops' ? 'jsonl' : 'json';
const readLines = (f) => readFileSync(f, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));

// First differing path between two values; key order matters for objects.
function diff(a, b, path) {
  if (a === b) return null;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object' || Array.isArray(a) !== Array.isArray(b))
    return path || '.';
  const ka = Object.keys(a), kb = Object.keys(b);
  if (ka.join('\0') !== kb.join('\0')) {
    const missing = ka.find((k) => !(k in b)) ?? kb.find((k) => !(k in a));
    return `${path}${missing !== undefined ? '.' + missing : ' (key order)'}`;
  }
  for (const k of ka) {
    const d = diff(a[k], b[k], `${path}.${k}`);
    if (d) return d;
  }
  return null;
}

let passed = 0, failed = 0;
const rows = [];
for (const file of readdirSync(cases).filter((f) => f.endsWith(suffix)).sort()) {
  const name = file.slice(0, -suffix.length);
  const expFile = join(exp, `${name}.expected.${outSuffix}`);
  if (!existsSync(expFile)) continue; // the oracle refused the case
  const actFile = join(act, `${name}.actual.${outSuffix}`);
  const input = mode === 'loops' ? readLines(join(cases, file)) : JSON.parse(readFileSync(join(cases, file), 'utf8'));
  const want = mode === 'loops' ? readLines(expFile) : JSON.parse(readFileSync(expFile, 'utf8'));
  // Loop rows store the (frequent) "none" verdict as null to keep the committed set small.
  const none = (v) => (v.level === 'none' && v.detector === null && !v.emitted && !v.blocked ? null : v);
  rows.push(mode === 'loops' ? { name, trace: input, expected: want.map(none) } : { name, case: input, expected: want });
  let bad = null;
  if (!existsSync(actFile)) bad = 'no actual output';
  else {
    const got = mode === 'loops' ? readLines(actFile) : JSON.parse(readFileSync(actFile, 'utf8'));
    if (mode === 'loops') {
      if (got.length !== want.length) bad = `line count ${want.length} vs ${got.length}`;
      for (let i = 0; !bad && i < want.length; ++i) {
        const d = diff(want[i], got[i], '');
        if (d) bad = `call ${i + 1} ${d}: expected ${JSON.stringify(want[i])} got ${JSON.stringify(got[i])}`;
      }
    } else {
      const d = diff(want, got, '');
      if (d) bad = `${d}: expected ${JSON.stringify(want)} got ${JSON.stringify(got)}`;
    }
  }
  if (bad) { ++failed; console.log(`${name}: ${bad}`); } else ++passed;
}
if (jsonl) writeFileSync(jsonl, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
console.log(`${passed} passed, ${failed} failed`);
