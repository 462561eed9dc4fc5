#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Takes the README screenshots from the running console under Xvfb (demo data, fresh settings).
# Usage: scripts/screenshots.sh [BUILD_DIR]   (default build/dev; needs xvfb, imagemagick, xdotool)
set -euo pipefail
cd "$(dirname "$0")/.."
app="${1:-build/dev}/app/gui/toolgate"
out=docs/screenshots
tmp=$(mktemp -d)
Xvfb :97 -screen 0 1920x1080x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; rm -rf "$tmp"' EXIT
export DISPLAY=:97
sleep 1

# shot NAME SECONDS [ARGS...]: starts the app, waits, runs $CLICKS (x,y pairs), $KEYS (xdotool
# key names) and $SCROLL (x,y,n: n wheel steps down there), captures a $SIZE window (default
# 1440x900).
shot() {
    local name=$1 wait=$2 size=${SIZE:-1440x900}
    shift 2
    XDG_CONFIG_HOME="$tmp/$name/config" XDG_DATA_HOME="$tmp/$name/data" "$app" "$@" \
        >"$tmp/$name.log" 2>&1 &
    local pid=$!
    sleep 3
    xdotool search --sync --onlyvisible --name Toolgate windowsize "${size%x*}" "${size#*x}" \
        windowmove 0 0
    sleep "$wait"
    for point in ${CLICKS:-}; do
        xdotool mousemove "${point%,*}" "${point#*,}" click 1
        sleep 1
    done
    # Without a window manager nothing focuses the window: focus it so keys reach it.
    [ -n "${KEYS:-}" ] && xdotool search --onlyvisible --name Toolgate windowfocus --sync
    for key in ${KEYS:-}; do
        xdotool key "$key"
        sleep 1
    done
    if [ -n "${SCROLL:-}" ]; then
        IFS=, read -r sx sy steps <<<"$SCROLL"
        xdotool mousemove "$sx" "$sy" click --repeat "$steps" --delay 50 5
        sleep 1
    fi
    import -window root -crop "$size+0+0" +repage "$out/$name.png"
    kill "$pid"
}

shot policy 2 --demo --screen policy
shot pipeline 2 --demo --screen pipeline --agent worker --explain web_search
shot matrix 2 --demo --screen matrix
shot schemas 2 --demo --screen schemas
shot main-zh_CN 2 --demo --lang zh_CN --screen policy
# Mid-runaway: the ping-pong run selected and its first verdict opened.
CLICKS="368,135 498,765" shot loops 44 --demo runaway-agent --screen loops
# The same run with a what-if warning of 5: the moved verdicts beside the real ones.
CLICKS="368,135 560,200" KEYS="ctrl+a 5 Tab" shot loops-whatif 44 --demo runaway-agent --screen loops
# Exec approvals at a laptop size: the allowlist editor (agent main), the requested vs host vs
# effective view, the standing grants; the Policy screen scrolled to the global safety settings.
CLICKS="249,249" SIZE=1024x700 shot exec-approvals-editor-1024x700 4 --demo --screen execApprovals
CLICKS="500,168" SIZE=1024x700 shot exec-approvals-effective-1024x700 4 --demo --screen execApprovals
CLICKS="680,168" SIZE=1024x700 shot exec-approvals-grants-1024x700 4 --demo --screen execApprovals
SCROLL="760,400,13" SIZE=1024x700 shot policy-safety-1024x700 3 --demo --screen policy
# Every screen at a laptop size and a desktop size; the screens with the most to lay out also at
# full HD. Presentation Mode (F5) at 1280x800 mid-runaway.
# Approvals waits for the demo's first request, so the inbox and its card are in the picture.
settle() { [ "$1" = approvals ] && echo 12 || echo 2; }
for size in 1024x700 1440x900; do
    for screen in policy pipeline loops approvals schemas connections; do
        SIZE=$size shot "$screen-$size" "$(settle "$screen")" --demo --screen "$screen"
    done
done
for screen in loops approvals schemas; do
    SIZE=1920x1080 shot "$screen-1920x1080" "$(settle "$screen")" --demo --screen "$screen"
done
SIZE=1280x800 KEYS=F5 shot presentation-1280x800 30 --demo runaway-agent --screen loops
# Themes at a laptop size: dark and high contrast.
SIZE=1024x700 shot pipeline-dark 2 --demo --theme dark --screen pipeline --agent worker \
    --explain web_search
SIZE=1024x700 shot approvals-dark "$(settle approvals)" --demo --theme dark --screen approvals
SIZE=1024x700 shot loops-dark 2 --demo --theme dark --screen loops
SIZE=1024x700 shot pipeline-high-contrast 2 --demo --theme high-contrast --screen pipeline \
    --agent worker --explain web_search
SIZE=1024x700 shot approvals-high-contrast "$(settle approvals)" --demo --theme high-contrast \
    --screen approvals
echo "screenshots written to $out"
