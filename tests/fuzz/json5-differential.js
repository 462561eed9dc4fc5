// SPDX-License-Identifier: MIT
// Differential check of our JSON5 reader against the reference implementation (npm `json5`):
// every file in the given directories is parsed by both (ours through `toolgate-cli config parse`)
// and the verdicts, values and error positions are compared. A development tool, not a test:
//   npm install --prefix /tmp/j5 json5@2
//   NODE_PATH=/tmp/j5/node_modules node tests/fuzz/json5-differential.js build/dev/app/cli/toolgate-cli build/fuzz/corpus
// Known, intended differences: an escaped lone surrogate is U+FFFD for us; Infinity/NaN print as
// null; columns count code points (json5 counts UTF-16 units) and lines also break at CR, U+2028
// and U+2029 (json5 counts only LF); see core/config/json5reader.h for the position convention.
'use strict';
const fs = require('fs');
const path = require('path');
const cp = require('child_process');
const JSON5 = require('json5');

const [cli, ...dirs] = process.argv.slice(2);
const utf8 = new TextDecoder('utf-8', {fatal: true});
const sorted = v => Array.isArray(v) ? v.map(sorted)
    : (v && typeof v === 'object') ? Object.fromEntries(Object.keys(v).sort().map(k => [k, sorted(v[k])])) : v;
const asJson = v => JSON.parse(JSON.stringify(v, (k, x) => (typeof x === 'number' && !Number.isFinite(x)) ? null : x));
const stats = {inputs: 0, notUtf8: 0, bothAccept: 0, bothReject: 0, verdictDiffers: [], valueDiffers: [], positionDiffers: 0};
for (const dir of dirs) {
    for (const name of fs.readdirSync(dir)) {
        const file = path.join(dir, name);
        let text;
        try { text = utf8.decode(fs.readFileSync(file)); } catch (e) { stats.notUtf8++; continue; }
        stats.inputs++;
        let reference, referenceError = null;
        try { reference = JSON5.parse(text); } catch (e) { referenceError = e; }
        const run = cp.spawnSync(cli, ['config', 'parse', file], {encoding: 'utf8'});
        if ((run.status === 0) !== !referenceError) { stats.verdictDiffers.push(name); continue; }
        if (run.status === 0) {
            stats.bothAccept++;
            if (JSON.stringify(sorted(JSON.parse(run.stdout))) !== JSON.stringify(sorted(asJson(reference))))
                stats.valueDiffers.push(name);
        } else {
            stats.bothReject++;
            const m = /:(\d+):(\d+): /.exec(run.stderr);
            if (!m || +m[1] !== referenceError.lineNumber || +m[2] !== referenceError.columnNumber)
                stats.positionDiffers++;
        }
    }
}
console.log(JSON.stringify(stats, null, 1));
process.exit(stats.verdictDiffers.length ? 1 : 0);
