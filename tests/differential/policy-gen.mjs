#!/usr/bin/env node
// Seeded random policy cases (CASE-FORMAT §1.1) for the differential test against OpenClaw.
//   node policy-gen.mjs --seed N --count K --out DIR     -> DIR/<seed>-<i>.case.json
// The same seed gives the same cases; a new seed explores new ground. Every key the engine reads
// is drawn: legacy agents.list (valid and invalid), invalid profiles and types, duplicates and
// blanks, groups and globs, byProvider keys, toolsBySender keys, channel groups, sandbox and
// subagent scopes, lean mode, MCP servers, plugin tools, node/voice providers, runtime allow
// lists, explicit agents, owners and non-owners.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const args = Object.fromEntries(
  process.argv.slice(2).reduce((acc, a, i, all) => (a.startsWith("--") ? [...acc, [a.slice(2), all[i + 1]]] : acc), []),
);
const seed = Number(args.seed ?? 1);
const count = Number(args.count ?? 100);
const out = args.out ?? "cases";

// mulberry32: small, seedable, the same on every Node.
function rng(s) {
  let a = s >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
let rand = rng(seed);
const chance = (p) => rand() < p;
const pick = (list) => list[Math.floor(rand() * list.length)];
const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
const some = (list, lo, hi) => {
  const n = int(lo, hi);
  const outList = [];
  for (let i = 0; i < n; i++) outList.push(pick(list));
  return outList;
};

const CORE = [
  "ls", "read", "write", "edit", "apply_patch", "exec", "process", "code_execution", "secrets", "web_search",
  "web_fetch", "x_search", "memory_search", "memory_get", "sessions", "sessions_list", "sessions_history",
  "sessions_search", "conversations_list", "conversations_send", "conversations_turn", "sessions_send",
  "sessions_spawn", "github_identity_status", "github_publish", "agents_wait", "sessions_yield", "subagents",
  "session_status", "suggest_task", "dismiss_task", "browser", "screen", "theme", "dashboard", "terminal",
  "portal", "canvas", "show_widget", "message", "heartbeat_respond", "automations", "gateway", "plugins",
  "openclaw", "nodes", "computer", "mobile_ui", "agents_list", "get_goal", "create_goal", "update_goal",
  "progress_card", "ask_user", "skill_workshop", "view_image", "image_generate", "music_generate",
  "video_generate", "tts", "pdf",
];
const GROUPS = [
  "group:fs", "group:runtime", "group:web", "group:memory", "group:sessions", "group:ui", "group:messaging",
  "group:automation", "group:nodes", "group:agents", "group:media", "group:openclaw", "group:plugins",
];
const PLUGINS = [
  { pluginId: "lobster", tools: ["lobster", "lobster_pinch"] },
  { pluginId: "voice-call", tools: ["talk_voice"] },
  { pluginId: "canvas", tools: ["canvas"] },
  { pluginId: "memory-core", tools: ["memory_search", "memory_get"] },
  { pluginId: "dir", tools: ["dir_fetch", "file_write"] },
];
const MCP_SERVERS = ["outlook", "github", "my server", "9lives"];
const MCP_TOOLS = ["send_mail", "list", "search"];
const ALIASES = ["bash", "BASH", "apply-patch", "cron", "update_plan", " Read ", "EXEC", "Web_Search"];
const GLOBS = ["*", "sessions_*", "web_*", "*_generate", "image*", "memory_*", "conv*", "*search", "lob*",
  "outlook__*", "github__*", "mcp-*"];
const UNKNOWN = ["nonexistent_tool", "foo", "group:nope", "group:f*", "plugin-x"];
const PROFILES = ["minimal", "coding", "messaging", "full"];
const BAD_PROFILES = ["Coding", "admin", "", 3, null];
const PROVIDERS = ["openai", "anthropic", "ollama", "OpenAI", "google"];
const MODELS = ["gpt-5.4", "GPT-5.4", "claude-opus", "llama3", "gemini-2.5-pro"];
const AGENTS = ["main", "coder", "ops", "Coder", "bad id!", " ops", "helper"];
const CHANNELS = ["telegram", "discord", "slack", "whatsapp"];
const GROUP_IDS = ["-100123", "g1", "room42"];
const SENDER_IDS = ["u1", "@u1", "U2", "alice"];

// The tool surface of the run: a random subset of core tools, some plugin and MCP tools.
function genTools(servers) {
  const names = new Set();
  const tools = [];
  const add = (name, pluginId) => {
    if (names.has(name)) return;
    names.add(name);
    tools.push(pluginId ? { name, pluginId } : { name });
  };
  const coreShare = pick([0.2, 0.5, 0.9, 1]);
  for (const name of CORE) if (chance(coreShare)) add(name);
  for (const p of PLUGINS) if (chance(0.35)) for (const t of p.tools) if (chance(0.8)) add(t, p.pluginId);
  for (const s of servers) {
    const safe = s.replace(/[^A-Za-z0-9_-]/g, "-");
    const prefix = /^[A-Za-z]/.test(safe) ? safe : `mcp-${safe}`;
    for (const t of MCP_TOOLS) if (chance(0.6)) add(`${prefix}__${t}`, "bundle-mcp");
  }
  if (chance(0.15)) add(pick(["Read", "BASH", "my_tool"]));
  // shuffle a little: construction order is not catalog order
  if (chance(0.3)) tools.sort(() => rand() - 0.5);
  return tools;
}

function entry(toolNames) {
  const r = rand();
  if (r < 0.35) return pick(CORE);
  if (r < 0.5) return pick(GROUPS);
  if (r < 0.6) return pick(GLOBS);
  if (r < 0.68) return pick(ALIASES);
  if (r < 0.75) return pick(UNKNOWN);
  if (r < 0.8) return pick(["", " ", "  exec  "]);
  if (r < 0.88 && toolNames.length) return pick(toolNames);
  if (r < 0.93) return pick(["lobster", "voice-call", "canvas", "memory-core", "dir", "bundle-mcp"]);
  if (r < 0.95) return pick([null, 3, true, {}]);
  return pick(CORE).toUpperCase();
}
function list(toolNames, lo = 0, hi = 5) {
  const l = [];
  const n = int(lo, hi);
  for (let i = 0; i < n; i++) l.push(entry(toolNames));
  if (l.length && chance(0.15)) l.push(l[0]); // duplicate
  return l;
}
// A tools scope {profile?, allow?, alsoAllow?, deny?}; `bad` draws invalid types now and then.
function scope(toolNames, { profile = true, bad = 0.05 } = {}) {
  const s = {};
  if (profile && chance(0.3)) s.profile = chance(0.85) ? pick(PROFILES) : pick(BAD_PROFILES);
  if (chance(0.45)) s.allow = chance(bad) ? pick(["read", 1, {}]) : list(toolNames);
  if (chance(0.3)) s.alsoAllow = chance(bad) ? "exec" : list(toolNames, 0, 3);
  if (chance(0.4)) s.deny = chance(bad) ? pick([null, "exec"]) : list(toolNames, 0, 4);
  return s;
}
function byProvider(toolNames) {
  const bp = {};
  for (let i = int(1, 3); i > 0; i--) {
    const key = chance(0.5) ? pick(PROVIDERS) : `${pick(PROVIDERS)}/${pick(MODELS)}`;
    bp[key] = scope(toolNames);
  }
  return bp;
}
function senderKey() {
  const r = rand();
  if (r < 0.2) return "*";
  if (r < 0.4) return `id:${pick(SENDER_IDS)}`;
  if (r < 0.5) return `channel:${pick(CHANNELS)}:${pick(SENDER_IDS)}`;
  if (r < 0.6) return `e164:${pick(["+15551234", "+4470000"])}`;
  if (r < 0.7) return `username:${pick(["@bob", "bob", "Carol"])}`;
  if (r < 0.8) return `name:${pick(["Bob", "carol"])}`;
  if (r < 0.9) return pick(SENDER_IDS); // legacy unprefixed
  return pick(["", " * ", "ID:U1"]);
}
function toolsBySender(toolNames) {
  const m = {};
  for (let i = int(1, 3); i > 0; i--) m[senderKey()] = chance(0.1) ? {} : scope(toolNames, { profile: false });
  return m;
}
function sandboxTools(toolNames) {
  const s = {};
  if (chance(0.5)) s.allow = list(toolNames, 0, 4);
  if (chance(0.4)) s.alsoAllow = list(toolNames, 0, 3);
  if (chance(0.4)) s.deny = list(toolNames, 0, 3);
  return { tools: s };
}
function toolsConfig(toolNames, { top }) {
  const t = scope(toolNames);
  if (chance(0.25)) t.byProvider = byProvider(toolNames);
  if (chance(0.2)) t.toolsBySender = toolsBySender(toolNames);
  if (chance(0.2)) t.sandbox = sandboxTools(toolNames);
  if (top) {
    if (chance(0.2)) t.subagents = { tools: { allow: list(toolNames, 0, 3), alsoAllow: list(toolNames, 0, 2), deny: list(toolNames, 0, 2) } };
    if (chance(0.15)) t.web = { search: pick([{ enabled: false }, { provider: "openai" }, { provider: "brave" }, { provider: "auto" }, {}]) };
  }
  if (chance(0.03)) t.byProvider = "nope";
  return t;
}
function agentEntry(toolNames) {
  const e = {};
  if (chance(0.7)) e.tools = toolsConfig(toolNames, { top: false });
  if (chance(0.15)) e.experimental = { localModelLean: chance(0.8) };
  if (chance(0.1)) e.default = true;
  return e;
}
function agentsConfig(toolNames) {
  const a = {};
  const ids = some(AGENTS, 0, 3);
  if (chance(0.25)) {
    // legacy roster: usually valid, sometimes not
    const listValue = [];
    for (const id of new Set(ids.length ? ids : ["coder"])) {
      const item = { ...agentEntry(toolNames) };
      const r = rand();
      if (r < 0.75) item.id = id.trim().toLowerCase().replace(/[^a-z0-9_-]+/g, "-");
      else if (r < 0.85) item.id = id;
      else if (r < 0.92) item.id = 7;
      listValue.push(item);
    }
    if (chance(0.1)) listValue.push(listValue[0] ?? {});
    if (chance(0.05)) listValue.push("coder");
    a.list = listValue;
  } else if (ids.length) {
    a.entries = {};
    for (const id of ids) a.entries[id] = agentEntry(toolNames);
  }
  if (chance(0.2)) {
    a.defaults = {};
    if (chance(0.5)) a.defaults.subagents = { maxSpawnDepth: pick([1, 2, 5]) };
    if (chance(0.4)) a.defaults.experimental = { localModelLean: true };
    if (chance(0.1)) a.defaults.tools = { deny: ["exec"] };
  }
  return a;
}
function channelsConfig(toolNames) {
  const c = {};
  for (const ch of some(CHANNELS, 1, 2)) {
    const groups = {};
    for (const g of some([...GROUP_IDS, "*"], 1, 2)) {
      groups[g] = {};
      if (chance(0.8)) groups[g].tools = scope(toolNames, { profile: false, bad: 0 });
      if (chance(0.3)) groups[g].toolsBySender = toolsBySender(toolNames);
    }
    c[ch] = { groups };
  }
  return c;
}
function sessionKey(agentIds) {
  const agent = chance(0.7) ? "main" : pick([...agentIds, "coder", "ops"]);
  const r = rand();
  if (r < 0.35) return `agent:${agent}:main`;
  if (r < 0.5) return `agent:${agent}:${pick(CHANNELS)}:group:${pick(GROUP_IDS)}`;
  if (r < 0.55) return `agent:${agent}:${pick(CHANNELS)}:channel:${pick(GROUP_IDS)}:topic:7`;
  if (r < 0.7) return `agent:${agent}:${pick(CHANNELS)}:direct:${pick(SENDER_IDS)}`;
  if (r < 0.85) return `agent:${agent}:subagent:${pick(["abc", "abc:subagent:def", "a:subagent:b:subagent:c"])}`;
  if (r < 0.9) return pick(["main", "global", "telegram:group:g1"]);
  return `agent:${agent}:main`;
}
function context(agentIds) {
  const c = {};
  if (chance(0.2)) c.agentId = pick([...AGENTS, ...agentIds]);
  c.sessionKey = sessionKey(agentIds);
  if (chance(0.45)) {
    c.modelProvider = pick(PROVIDERS);
    if (chance(0.7)) c.modelId = pick(MODELS);
    if (chance(0.3)) c.modelApi = pick(["openai-responses", "openai-completions", "OpenAI-Responses"]);
  }
  if (chance(0.5)) c.messageProvider = pick(["node", "voice", "discord-voice", "discord", "telegram", "webchat", "slack"]);
  if (chance(0.5)) c.senderIsOwner = chance(0.5);
  if (chance(0.4)) {
    c.sender = {};
    if (chance(0.8)) c.sender.id = pick(SENDER_IDS);
    if (chance(0.3)) c.sender.e164 = pick(["+15551234", "+4470000"]);
    if (chance(0.3)) c.sender.username = pick(["bob", "@Bob", "carol"]);
    if (chance(0.3)) c.sender.name = pick(["Bob", "carol"]);
  }
  if (chance(0.25)) c.sandboxed = true;
  if (chance(0.2)) {
    const l = some([...CORE.slice(0, 20), "message", "*", "group:messaging", "group:openclaw", "group:fs", "sessions_*", "lobster", "EXEC", "exec"], 1, 4);
    c.runtimeToolsAllow = l;
  }
  return c;
}

function genCase() {
  const servers = chance(0.3) ? some(MCP_SERVERS, 1, 2) : [];
  const tools = genTools(servers);
  const toolNames = tools.map((t) => t.name);
  const config = {};
  if (chance(0.85)) config.tools = toolsConfig(toolNames, { top: true });
  if (chance(0.5)) config.agents = agentsConfig(toolNames);
  if (chance(0.2)) config.channels = channelsConfig(toolNames);
  if (servers.length) config.mcp = { servers: Object.fromEntries(servers.map((s) => [s, { command: "x" }])) };
  if (chance(0.03)) config.tools = pick(["coding", []]);
  const agentIds = config.agents?.entries ? Object.keys(config.agents.entries) : (config.agents?.list ?? []).map((i) => String(i?.id ?? "x"));
  return { tools, config, context: context(agentIds) };
}

mkdirSync(out, { recursive: true });
for (let i = 0; i < count; i++) {
  rand = rng(seed * 1000003 + i); // each case stands alone: case i of seed s is always the same
  writeFileSync(join(out, `s${seed}-${String(i).padStart(5, "0")}.case.json`), `${JSON.stringify(genCase())}\n`);
}
