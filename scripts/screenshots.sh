#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Takes the README screenshots from the running console under Xvfb (demo data, fresh settings).
# Usage: scripts/screenshots.sh [BUILD_DIR]   (default build/dev; needs xvfb, imagemagick, xdotool)
set -euo pipefail
cd "$(dirname "$0")/.."
app="${1:-build/dev}/app/gui/toolgate"
out=docs/screenshots
tmp=$(mktemp -d)
Xvfb :97 -screen 0 1440x900x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; rm -rf "$tmp"' EXIT
export DISPLAY=:97
sleep 1

# shot NAME SECONDS [ARGS...]: starts the app, waits, runs $CLICKS (x,y pairs), captures.
shot() {
    local name=$1 wait=$2
    shift 2
    XDG_CONFIG_HOME="$tmp/$name/config" XDG_DATA_HOME="$tmp/$name/data" "$app" "$@" \
        >"$tmp/$name.log" 2>&1 &
    local pid=$!
    sleep 3
    xdotool search --sync --onlyvisible --name Toolgate windowsize 1440 900 windowmove 0 0
    sleep "$wait"
    for point in ${CLICKS:-}; do
        xdotool mousemove "${point%,*}" "${point#*,}" click 1
        sleep 1
    done
    import -window root "$out/$name.png"
    kill "$pid"
}

shot policy 2 --demo --screen policy
shot pipeline 2 --demo --screen pipeline --agent worker --explain web_search
shot matrix 2 --demo --screen matrix
shot schemas 2 --demo --screen schemas
shot main-zh_CN 2 --demo --lang zh_CN --screen policy
# Mid-runaway: the ping-pong run selected and its first verdict opened.
CLICKS="368,135 498,765" shot loops 44 --demo runaway-agent --screen loops
echo "screenshots written to $out"
