// SPDX-License-Identifier: MIT
// Regenerates json5-expected.json: the value JavaScript gives for every accepted case of the JSON5
// suite (.json via JSON.parse, .json5 via eval, exactly as the suite's README prescribes).
// Non-finite numbers are written as {"$number": "Infinity" | "-Infinity" | "NaN"}.
// Usage (from tests/data): node config/make-json5-expected.js json5 > config/json5-expected.json
'use strict';
const fs = require('fs');
const path = require('path');
const root = process.argv[2];
const out = {};
function walk(dir) {
    for (const name of fs.readdirSync(dir).sort()) {
        const full = path.join(dir, name);
        if (fs.statSync(full).isDirectory()) { walk(full); continue; }
        const ext = path.extname(name);
        if (ext !== '.json' && ext !== '.json5') continue;
        const text = fs.readFileSync(full, 'utf8');
        const value = ext === '.json' ? JSON.parse(text) : eval('(' + text + '\n)');
        out[path.relative(root, full).split(path.sep).join('/')] = value;
    }
}
walk(root);
process.stdout.write(JSON.stringify(out, (k, v) => {
    if (typeof v === 'number' && !Number.isFinite(v))
        return {$number: Number.isNaN(v) ? 'NaN' : (v > 0 ? 'Infinity' : '-Infinity')};
    return v;
}, 2) + '\n');
