// Seeded generator of tool-schema normalisation cases (CASE-FORMAT §3.1) for the differential
// test against OpenClaw 2026.9.6: nested anyOf/oneOf/allOf, $ref/$defs, enum/const, formats,
// nullable, type lists, deep nesting and every provider variant the normaliser distinguishes.
//   node schema-gen.mjs --seed N --count K --out DIR   → DIR/NNNNN-sS.case.json
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? dflt : process.argv[i + 1];
};
const seed = Number(arg('--seed', 1));
const count = Number(arg('--count', 1000));
const out = arg('--out', 'schema-cases');

// mulberry32: small, seedable, identical on every Node version.
function rng(a) {
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
let r = rng(seed * 2654435761);
const int = (n) => Math.floor(r() * n);
const pick = (a) => a[int(a.length)];
const chance = (p) => r() < p;

const TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'];
const FORMATS = ['date-time', 'uri', 'email', 'uuid', 'date', 'int64', 'enum', 'hostname'];
const NAMES = ['a', 'b', 'path', 'mode', 'id', 'query', 'items', 'x-y', 'limit', 'opts'];
const LITS = ['x', 'y', 'on', 'off', 1, 2, 0.5, true, false, null, ''];
const EXTRA = [
  ['description', () => pick(['d', 'A value', ''])], ['title', () => 'T'], ['default', () => pick(LITS)],
  ['examples', () => [pick(LITS)]], ['pattern', () => '^[a-z]+$'], ['minLength', () => int(3)],
  ['maxLength', () => 5 + int(5)], ['minimum', () => int(3)], ['maximum', () => 10],
  ['exclusiveMinimum', () => 0], ['multipleOf', () => 2], ['minItems', () => 1], ['maxItems', () => 4],
  ['uniqueItems', () => true], ['minContains', () => 1], ['maxContains', () => 2],
  ['additionalProperties', () => pick([false, true, { type: 'string' }])], ['readOnly', () => true],
  ['deprecated', () => true], ['$comment', () => 'c'], ['patternProperties', () => ({ '^x': { type: 'string' } })],
  ['propertyNames', () => ({ pattern: '^a' })], ['minProperties', () => 1], ['contains', () => ({ type: 'string' })],
  ['not', () => ({ type: 'null' })], ['if', () => ({ type: 'string' })], ['then', () => ({ minLength: 1 })],
  ['x-custom', () => 1], ['nullable', () => chance(0.7)], ['format', () => pick(FORMATS)],
];

let refNames = [];
function leaf(depth) {
  const s = {};
  const k = int(12);
  if (k < 5) s.type = pick(TYPES.slice(0, 4));
  else if (k === 5) s.type = [pick(TYPES), pick(TYPES)].filter((v, i, a) => a.indexOf(v) === i);
  else if (k === 6) s.enum = Array.from({ length: int(4) }, () => pick(LITS));
  else if (k === 7) s.const = pick(LITS);
  else if (k === 8 && refNames.length) return { $ref: pick(['#/$defs/', '#/definitions/']) + pick(refNames) };
  else if (k === 9) { s.type = 'array'; if (chance(0.7)) s.items = node(depth + 1); }
  else if (k === 10) { s.type = pick(['string', 'integer']); s.enum = [pick(LITS), pick(LITS)]; }
  if (chance(0.4)) for (let i = int(3); i >= 0; --i) { const [key, f] = pick(EXTRA); s[key] = f(); }
  return s;
}
function object(depth) {
  const s = {};
  if (chance(0.85)) s.type = chance(0.9) ? 'object' : ['object', 'null'];
  const props = {};
  for (let i = int(4); i >= 0; --i) props[pick(NAMES)] = node(depth + 1);
  if (chance(0.9)) s.properties = chance(0.05) ? pick([[], 'x', null]) : props;
  if (chance(0.5)) {
    const keys = Object.keys(props);
    s.required = keys.filter(() => chance(0.5));
    if (chance(0.15)) s.required.push(pick(['zz', 'a', '']));
  }
  if (chance(0.2)) s.additionalProperties = pick([false, true, { type: 'string' }]);
  if (chance(0.15)) { const [key, f] = pick(EXTRA); s[key] = f(); }
  return s;
}
function union(depth) {
  const kw = pick(['anyOf', 'anyOf', 'oneOf', 'allOf']);
  const n = 1 + int(4);
  const s = { [kw]: Array.from({ length: n }, () => (chance(0.5) ? object(depth + 1) : node(depth + 1))) };
  if (chance(0.2)) s[kw].push({ type: 'null' });
  if (chance(0.1)) s[pick(['oneOf', 'anyOf'])] = [leaf(depth + 1), leaf(depth + 1)];
  if (chance(0.25)) Object.assign(s, { type: pick(['object', 'string']) });
  if (chance(0.2)) s.properties = { [pick(NAMES)]: leaf(depth + 1) };
  if (chance(0.15)) s.required = [pick(NAMES)];
  if (chance(0.15)) s.description = 'u';
  if (chance(0.1)) s.nullable = true;
  return s;
}
function node(depth) {
  if (depth > 2 + int(5)) return leaf(depth);
  const k = int(10);
  if (k < 4) return leaf(depth);
  if (k < 7) return object(depth);
  return union(depth);
}
function schema() {
  refNames = chance(0.3) ? ['A', 'B', 'node'].slice(0, 1 + int(3)) : [];
  const k = int(20);
  let s;
  if (k === 0) s = pick([true, false, null, 'string', 3, [], {}]);
  else if (k < 4) s = union(0);
  else if (k < 6) s = leaf(0);
  else s = object(0);
  if (refNames.length && s && typeof s === 'object' && !Array.isArray(s)) {
    const defs = {};
    for (const name of refNames) defs[name] = chance(0.2) ? { ...object(3), properties: { next: { $ref: `#/$defs/${name}` } } } : node(3);
    s[chance(0.7) ? '$defs' : 'definitions'] = defs;
    if (chance(0.2)) s.properties = { ...(s.properties || {}), r: { $ref: pick(['#/$defs/missing', 'https://x/y.json', '#/properties/a']) } };
  }
  return s;
}
const XAI = { toolSchemaProfile: 'xai', unsupportedToolSchemaKeywords: ['minContains', 'maxContains'], toolCallArgumentsEncoding: 'html-entities' };
const TARGETS = [
  [null, null, null], [null, null, null], ['openai', 'gpt-5.4', null], ['anthropic', 'claude-sonnet-4', null],
  ['google', 'gemini-2.5-pro', null], ['google', 'gemini-2.5-pro', null], ['google-vertex', 'gemini-2.0', null],
  ['openrouter', 'google/gemini-2.5-flash', null], ['openai', 'geminix-1', null], ['anthropic', 'gemini-foo', null],
  ['vertex', 'publishers:gemini:1.5', null], ['xai', 'grok-4', XAI], ['xai', 'grok-4', null],
  ['custom', 'my-model', { toolSchemaProfile: 'gemini' }], ['llama.cpp', 'qwen3', { toolSchemaProfile: 'llamacpp' }],
  ['openai-compatible', 'local', { omitEmptyArrayItems: true }],
  ['openai-compatible', 'local', { unsupportedToolSchemaKeywords: ['format', 'pattern', 'examples'] }],
  ['openai-compatible', 'local', { unsupportedToolSchemaKeywords: ['minContains', 'default', 'nullable'], omitEmptyArrayItems: true }],
  ['openai', 'gpt-4o', { toolSchemaProfile: 'xai' }], ['mistral', 'mistral-large', null],
];

mkdirSync(out, { recursive: true });
for (let i = 0; i < count; ++i) {
  r = rng((seed * 1000003 + i) | 0);
  const [provider, modelId, compat] = pick(TARGETS);
  const c = { schema: schema(), provider, modelId };
  if (compat) c.compat = compat;
  writeFileSync(join(out, `${String(i).padStart(5, '0')}-s${seed}.case.json`), JSON.stringify(c) + '\n');
}
