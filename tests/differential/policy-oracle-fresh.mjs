#!/usr/bin/env node
// Asks the reference oracle (ORACLE_DIR/lib, the real OpenClaw 2026.9.6) for every case in CASES
// as a fresh process would answer it, without a process per case (each costs seconds):
//   ORACLE_DIR=<oracle> <node24> policy-oracle-fresh.mjs CASES EXP
// Some cases publish OpenClaw's plugin metadata snapshot (the bundled plugins' manifests) while
// they run; every later case of the process would then see bundled plugin ids and tools as
// declared. Before each case the snapshot is cleared with OpenClaw's own function and a canary
// case (an allow list naming bundled plugins) must give its fresh-process answer; when it does
// not, the worker exits and a new process continues with that case. Nothing is skipped.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [caseDir, expDir, workerFlag, startArg] = process.argv.slice(2);
const oracleDir = process.env.ORACLE_DIR;
if (!caseDir || !expDir || !oracleDir) {
  process.stderr.write("usage: ORACLE_DIR=<oracle> node policy-oracle-fresh.mjs CASES EXP\n");
  process.exit(2);
}
const names = fs.readdirSync(caseDir).filter((n) => n.endsWith(".case.json")).sort();
const RESTART = 3;

if (workerFlag !== "--worker") {
  // Orchestrator: run workers until every case has been answered (or refused by the oracle).
  fs.mkdirSync(expDir, { recursive: true });
  let start = 0;
  let processes = 0;
  let refused = 0;
  while (start < names.length) {
    processes += 1;
    const r = spawnSync(process.execPath, [process.argv[1], caseDir, expDir, "--worker", String(start)], {
      stdio: ["ignore", "pipe", "inherit"],
      encoding: "utf8",
      maxBuffer: 64 << 20,
    });
    const last = JSON.parse(r.stdout.trim().split("\n").pop() || "{}");
    if (typeof last.next !== "number" || last.next <= start) {
      process.stderr.write(`policy-oracle-fresh: worker made no progress at ${names[start]} (exit ${r.status})\n`);
      process.exit(1);
    }
    refused += last.refused;
    start = last.next;
  }
  process.stderr.write(
    `policy-oracle-fresh: ${names.length - refused} written, ${refused} refused, ${processes} processes\n`,
  );
  process.exit(0);
}

const lib = (f) => pathToFileURL(path.join(oracleDir, "lib", f)).href;
await import(lib("env.mjs")); // must come before any OpenClaw module
const { PolicyOracle } = await import(lib("policy.mjs"));
const { OPENCLAW_ROOT } = await import(lib("env.mjs"));
const dist = (f) => pathToFileURL(path.join(OPENCLAW_ROOT, "dist", f)).href;
const stateModule = await import(dist("current-plugin-metadata-state-CVuZDJ9_.mjs"));
const clearSnapshot = Object.values(stateModule).find(
  (v) => typeof v === "function" && v.name === "clearCurrentPluginMetadataSnapshot",
);
if (!clearSnapshot) throw new Error("policy-oracle-fresh: clearCurrentPluginMetadataSnapshot not found");

const BUNDLED = ["browser", "canvas", "crabbox", "file-transfer", "file_fetch", "dir_list", "dir_fetch",
  "file_write", "llm-task", "memory-core", "intent", "memory_get", "memory_search", "memory-wiki", "ollama",
  "node_inference", "onepassword", "talk-voice", "talk_voice", "workboard", "wiki_search", "workboard_list"];
const CANARY = { tools: [{ name: "read" }], config: { tools: { allow: ["read", ...BUNDLED] } }, context: {} };
const oracle = new PolicyOracle();
const canary = async () => JSON.stringify(await oracle.evaluate(structuredClone(CANARY)));
const fresh = await canary();

let i = Number(startArg);
let refused = 0;
let first = true;
for (; i < names.length; i++) {
  clearSnapshot();
  if (!first && (await canary()) !== fresh) break; // state we cannot reset: a new process goes on
  first = false;
  const file = path.join(caseDir, names[i]);
  try {
    const result = await oracle.evaluate(JSON.parse(fs.readFileSync(file, "utf8")));
    const out = path.join(expDir, names[i].replace(/\.case\.json$/, ".expected.json"));
    fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  } catch (e) {
    refused += 1;
    process.stderr.write(`${file}: ${e.message}\n`);
  }
}
process.stdout.write(`${JSON.stringify({ next: i, refused })}\n`);
process.exit(i < names.length ? RESTART : 0);
