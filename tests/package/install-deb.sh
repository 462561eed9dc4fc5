#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs the .deb into this machine with apt, uses it as a user would (the CLI, the man page,
# the desktop entry's demo command), then purges it and checks nothing is left behind.
# Changes the system: only run where that is wanted (CI turns it on with
# TOOLGATE_PACKAGE_INSTALL_TEST=ON). usage: install-deb.sh BUILD_DIR VERSION
set -euo pipefail
build=$1
version=$2
work=$(mktemp -d)
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
# Cleanup runs on every exit, also after a failure: a process already gone or a package not
# installed is what it tidies up, not a failure (|| true is safe here).
cleanup() {
    [ -n "${gui_pid:-}" ] && kill "$gui_pid" 2>/dev/null || true
    $sudo apt-get purge -y -qq toolgate >/dev/null 2>&1 || true
    rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

cpack --config "$build/CPackConfig.cmake" -B "$work" >"$work/cpack.log" 2>&1 ||
    { cat "$work/cpack.log" >&2; fail "cpack could not build the package"; }
deb=$(ls "$work"/toolgate_"$version"_*.deb)
chmod 755 "$work"
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$deb" \
    >"$work/apt.log" 2>&1 || { cat "$work/apt.log" >&2; fail "apt could not install $deb"; }
installed=$(dpkg-query -L toolgate)

[ "$(toolgate-cli --version)" = "toolgate-cli $version" ] || fail "installed toolgate-cli --version"
[ "$(man -w toolgate-cli)" = /usr/share/man/man1/toolgate-cli.1.gz ] || fail "man toolgate-cli"
MANWIDTH=120 man toolgate-cli 2>/dev/null | grep -qE 'approvals +pending' || fail "man toolgate-cli does not render"

# The desktop entry's demo action, as a launcher would run it (offscreen, own HOME): it must
# start and keep running until stopped.
exec_line=$(sed -n 's/^Exec=//p' /usr/share/applications/org.toolgate.Toolgate.desktop | tail -n 1)
[ "$exec_line" = "toolgate --demo" ] || fail "demo action runs '$exec_line'"
mkdir -p "$work/home"
HOME=$work/home XDG_RUNTIME_DIR=$work/home QT_QPA_PLATFORM=offscreen $exec_line \
    >"$work/gui.log" 2>&1 &
gui_pid=$!
# Started = its demo gateway listens on loopback (polled, no fixed wait) and the process lives on.
listening=""
for _ in $(seq 1 200); do
    kill -0 "$gui_pid" 2>/dev/null || break
    if ss -ltnpH 2>/dev/null | grep -q "pid=$gui_pid,"; then listening=yes; break; fi
    sleep 0.1
done
[ -n "$listening" ] || { cat "$work/gui.log" >&2; fail "toolgate --demo did not start its demo gateway"; }
kill -0 "$gui_pid" 2>/dev/null || { cat "$work/gui.log" >&2; fail "toolgate --demo exited"; }
kill "$gui_pid"
wait "$gui_pid" 2>/dev/null || true # we killed it: its status is the signal, not a result
gui_pid=""

DEBIAN_FRONTEND=noninteractive $sudo apt-get purge -y -qq toolgate >/dev/null
left=""
while IFS= read -r path; do
    [ -f "$path" ] || [ -L "$path" ] && left+="$path "
done <<<"$installed"
[ -z "$left" ] || fail "left behind after purge: $left"
! dpkg-query -W toolgate >/dev/null 2>&1 || fail "toolgate still registered with dpkg"
echo "installed, used and purged $(basename "$deb")"
