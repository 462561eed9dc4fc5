// Seeded generator of loop-detection traces (CASE-FORMAT §2.1) for the differential test against
// OpenClaw 2026.9.6: identical repeats, volatile output (timestamps, ids, counters), polls,
// ping-pong pairs, argument churn, unknown tools, exec outcomes, run ids and config variants.
//   node loops-gen.mjs --seed N --count K --out DIR   → DIR/NNNNN-lS.trace.jsonl
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? dflt : process.argv[i + 1];
};
const seed = Number(arg('--seed', 1));
const count = Number(arg('--count', 1000));
const out = arg('--out', 'loop-traces');
const withThresholds = process.argv.includes('--thresholds');

function rng(a) {
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
let r = rng(seed);
const int = (n) => Math.floor(r() * n);
const pick = (a) => a[int(a.length)];
const chance = (p) => r() < p;

const text = (t) => ({ content: [{ type: 'text', text: t }] });
// Output that varies call to call in ways the hashing may or may not ignore.
function volatile(n) {
  return pick([
    () => `same`,
    () => `x${n}`,
    () => `error at 2026-01-01T10:00:${String(n % 60).padStart(2, '0')}Z took ${n}ms (pid ${1000 + n})`,
    () => `build failed attempt ${n} after ${n}.5 seconds`,
    () => `<<<EXTERNAL_UNTRUSTED_CONTENT id="${(0x1000000000000000n + BigInt(n * 7919)).toString(16)}">>>\nhello\n<<<END_EXTERNAL_UNTRUSTED_CONTENT id="${(0x1000000000000000n + BigInt(n * 7919)).toString(16)}">>>`,
    () => `line ${n % 3}`,
    () => `id ${['a1b2c3d4-0000-4000-8000-00000000000' + (n % 10)]}`,
  ])();
}
function execResult(command, n, kind) {
  const agg = kind.text(n);
  switch (kind.status) {
    case 'ok': return { ...text(agg), details: { status: 'completed', exitCode: 0, aggregated: agg } };
    case 'fail': return { ...text(agg), details: { status: 'failed', exitCode: kind.code, aggregated: agg } };
    case 'timeout': return { ...text('timeout'), details: { status: 'failed', exitCode: 124, timedOut: true, aggregated: `timed out after ${n}s` } };
    case 'running': return { ...text('running'), details: { status: 'running', tail: agg } };
    default: return { ...text('approval pending'), details: { status: 'approval-pending', reason: 'approval required', host: 'gateway', command } };
  }
}
// A "call maker": returns the n-th call of one repeated pattern.
function makePattern() {
  const k = int(11);
  const stable = chance(0.5);
  const vt = (n) => (stable ? 'same' : volatile(n));
  const tool = pick(['read', 'Read', 'memory_get', 'web_search', 'grep', 'session_status', 'write']);
  const path = pick(['a', 'a.txt', 'src/main.cpp']);
  switch (k) {
    case 0: return (n) => ({ tool, params: { path }, result: text(vt(n)) });
    case 1: return (n) => ({ tool, params: { path }, error: pick(['ENOENT', `failed ${stable ? 0 : n}`]) });
    case 2: {
      const kind = { status: pick(['ok', 'fail', 'fail', 'timeout', 'running', 'pending']), code: pick([1, 2, 127]), text: vt };
      const cmd = pick(['make', 'npm test', 'ls', 'sleep 99']);
      const churn = chance(0.3);
      return (n) => { const command = churn ? `${cmd} t${n % 4}` : cmd; return { tool: pick(['exec', 'exec', 'Bash']), params: { command }, result: execResult(command, n, kind) }; };
    }
    case 3: {
      const action = pick(['poll', 'poll', 'log', 'list']);
      const status = pick(['running', 'running', 'completed', 'exited']);
      return (n) => ({ tool: 'process', params: { action, sessionId: pick(['s1', 's1', 's2']) },
        result: { ...text(vt(n)), details: action === 'log' ? { status, totalLines: stable ? 10 : n, totalChars: 100 } : { status } } });
    }
    case 4: return (n) => ({ tool: 'command_status', params: { id: 'c1' }, result: text(stable ? 'pending' : pick(['pending', `done ${n}`])) });
    case 5: { // argument churn: same tool, params changing
      const t = pick(['web_fetch', 'read', 'grep']);
      return (n) => chance(0.5)
        ? { tool: t, params: { url: `https://h${n % (2 + int(4))}.example` }, error: 'fetch failed: ECONNREFUSED' }
        : { tool: t, params: { q: `q${n}` }, result: text(vt(n)) };
    }
    case 6: { // unknown tool
      const name = pick(['foo', 'bar', 'Foo']);
      return (n) => ({ tool: name, params: chance(0.5) ? {} : { i: n % 3 }, error: pick([`Unknown tool: ${name}`, `Tool "${name}" not found`, `tool ${name} is not available`]) });
    }
    case 7: return (n) => ({ tool: 'message', params: { action: pick(['read', 'send']), channel: '#general', text: 'hi' },
      result: { ...text(stable ? 'sent' : `msgs ${n % 2}`), details: { ok: true, messageId: `m${n}`, ts: 1700000000 + n } } });
    case 8: return (n) => ({ tool: 'sessions_send', params: { sessionKey: 'agent:main:x', message: 'ping' },
      result: { ...text('delivered'), details: { status: 'ok', runId: `r${stable ? 0 : n}`, createdAt: n } } });
    case 9: return (n) => ({ tool: 'read', params: { a: 1, b: chance(0.5) ? { c: n % 2, d: [1, 2] } : { d: [1, 2], c: n % 2 } }, result: text(vt(n)) });
    default: return (n) => ({ tool: 'write', params: { path: 'notes.md', content: stable ? 'same' : String(n % 3) },
      result: { ...text('unchanged'), details: { changed: chance(0.1) } } });
  }
}
function config() {
  const on = { enabled: true };
  const k = int(20);
  let c, agentId;
  if (k === 0) c = {};
  else if (k === 1) c = { tools: { loopDetection: { enabled: false } } };
  else if (k === 2) c = { tools: { loopDetection: { enabled: false } }, agents: { entries: { main: { tools: { loopDetection: on } } } } };
  else if (k === 3) c = { tools: { loopDetection: on }, agents: { entries: { main: { tools: { loopDetection: { enabled: false } } } } } };
  else if (k === 4) { c = { agents: { entries: { coder: { tools: { loopDetection: on } } } } }; agentId = pick(['coder', 'main']); }
  else c = { tools: { loopDetection: { ...on } } };
  if (withThresholds && c.tools && chance(0.5)) {
    const w = 3 + int(12);
    Object.assign(c.tools.loopDetection, { warningThreshold: w, criticalThreshold: w + 1 + int(15), globalCircuitBreakerThreshold: w + 10 + int(30) });
  }
  return agentId ? { config: c, agentId } : { config: c };
}

mkdirSync(out, { recursive: true });
for (let i = 0; i < count; ++i) {
  r = rng((seed * 1000003 + i) | 0);
  const lines = [config()];
  const patterns = Array.from({ length: 1 + int(3) }, makePattern);
  const runs = chance(0.2) ? ['run-a', 'run-b'] : [undefined];
  const length = 5 + int(chance(0.5) ? 30 : 70);
  const mode = int(3); // 0 blocks, 1 alternate (ping-pong), 2 random interleave
  let counters = patterns.map(() => 0);
  for (let n = 0; n < length; ++n) {
    const p = mode === 0 ? Math.min(patterns.length - 1, Math.floor((n * patterns.length) / length))
      : mode === 1 ? n % patterns.length : int(patterns.length);
    const call = patterns[p](counters[p]++);
    const runId = pick(runs);
    if (runId) call.runId = runId;
    lines.push(call);
  }
  writeFileSync(join(out, `${String(i).padStart(5, '0')}-l${seed}.trace.jsonl`), lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
}
