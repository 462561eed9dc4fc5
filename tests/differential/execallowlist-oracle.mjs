#!/usr/bin/env node
// Asks the real OpenClaw 2026.9.6 (the interop peer installed by tests/interop/setup-openclaw.sh)
// how exec allowlist entries match commands and what "allow always" stores, and writes one JSONL
// line per case for tst_execallowlistmatch:
//   <node24> tests/differential/execallowlist-oracle.mjs [OPENCLAW_DIST] > tests/data/differential/execallowlist.jsonl
// OPENCLAW_DIST defaults to ~/.cache/toolgate/openclaw/app/node_modules/openclaw/dist. The module
// names are the 2026.9.6 build's; its exports are looked up by the functions' source text.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const dist = process.argv[2] ??
    path.join(os.homedir(), ".cache/toolgate/openclaw/app/node_modules/openclaw/dist");
const file = fs.readdirSync(dist).find((f) => /^exec-command-resolution-.*\.mjs$/.test(f));
const mod = await import(pathToFileURL(path.join(dist, file)).href);
const byName = (name) => Object.values(mod).find((f) => typeof f === "function" && f.name === name);
const buildHash = byName("buildCwdBoundHashedArgPattern");
const matchAllowlist = byName("matchAllowlist");
const classify = byName("classifyExecAllowlistScope");
if (!buildHash || !matchAllowlist || !classify) throw new Error(`functions not found in ${file}`);

const home = "/home/demo";
process.env.HOME = home;
const cwd = "/home/demo/Projects/app";
const make4 = ["make", "-j4"];
const hashMake4 = buildHash(make4, cwd, "linux");
const entries = [
    { pattern: "/usr/bin/make", argPattern: hashMake4, source: "allow-always" },
    { pattern: "/usr/bin/git", argPattern: "^(status|diff|log)( |$)" },
    { pattern: "~/Projects/**/bin/rg" },
    { pattern: "/usr/bin/python3" },
    { pattern: "/usr/bin/npm", argPattern: "^test$", source: "allow-always" },
    { pattern: "/usr/bin/curl", source: "allow-always" },
    { pattern: "uname" },
    { pattern: "/usr/local/bin/*" },
    { pattern: "/opt/tool", argPattern: "sha256:argv:abc" },
    { pattern: "/usr/bin/printf", argPattern: "^a\u0000b\u0000$" },
];
const commands = [
    [make4, cwd], [["make", "-j16"], cwd], [make4, "/tmp"], [make4, "/home/demo/Projects/app/"],
    [["make", "-j4"], "/home/demo/Projects/./app"], [["git", "status"], cwd], [["git", "push"], cwd],
    [["git", "log", "-3"], cwd], [["rg", "TODO"], cwd], [["python3", "-c", "print(1)"], cwd],
    [["npm", "test"], cwd], [["curl", "x"], cwd], [["uname", "-a"], cwd], [["/bin/uname"], cwd],
    [["kubectl", "get", "pods"], cwd], [["/opt/tool", "x"], cwd], [["printf", "a", "b"], cwd],
    [["printf", "a"], cwd], [["ls", "src"], cwd],
];
const resolved = {
    make: "/usr/bin/make", git: "/usr/bin/git", rg: "/home/demo/Projects/app/bin/rg",
    python3: "/usr/bin/python3", npm: "/usr/bin/npm", curl: "/usr/bin/curl", uname: "/usr/bin/uname",
    kubectl: "/usr/local/bin/kubectl", printf: "/usr/bin/printf", ls: "/usr/bin/ls",
};
const out = [];
for (const [argv, where] of commands) {
    const resolvedPath = argv[0].includes("/") ? argv[0] : resolved[argv[0]];
    const resolution = { rawExecutable: argv[0], resolvedPath, executableName: path.basename(argv[0]) };
    const hit = matchAllowlist(entries, resolution, argv, "linux", where);
    out.push({ kind: "match", argv, cwd: where, resolvedPath,
        matched: hit ? entries.indexOf(hit) : null });
}
for (const [argv, where] of [[make4, cwd], [["git", "commit", "-m", "naïve fix"], "/srv//x/../y"],
                             [["ls"], "/"], [["a b", ""], "relative/dir/"]])
    out.push({ kind: "hash", argv, cwd: where, argPattern: buildHash(argv, where, "linux") });
for (const entry of entries)
    out.push({ kind: "scope", entry, scope: classify(entry) });
process.stdout.write(JSON.stringify({ entries, home }) + "\n");
for (const line of out) process.stdout.write(JSON.stringify(line) + "\n");
