#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs the Debian 12 packages Toolgate builds and tests with. Idempotent: does nothing when
# everything is present. Needs root or passwordless sudo.
set -euo pipefail

packages=(
    build-essential cmake ninja-build pkg-config git
    qt6-base-dev qt6-websockets-dev libqt6sql6-sqlite qt6-tools-dev qt6-tools-dev-tools
    qt6-l10n-tools libgl1-mesa-dev
    nlohmann-json3-dev libssl-dev libbenchmark-dev
    xvfb x11-apps imagemagick xdotool
    dbus # dbus-daemon: tst_systemtheme runs a private session bus with a fake desktop portal
    fonts-wqy-microhei # CJK glyphs for the zh_CN translation (otherwise boxes on a fresh machine)
    qt6-translations-l10n # Qt's own strings (dialog buttons) in zh_CN, swapped in with ours
    nodejs npm ca-certificates
    # The Debian package: building it, checking it (tests/package), its man pages.
    dpkg-dev file help2man desktop-file-utils appstream man-db iproute2
    clang-format-14 # scripts/check-format.sh (CI)
)

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
# Node/npm may come from outside Debian (e.g. a preinstalled Node 20); do not fight it.
if command -v node >/dev/null && command -v npm >/dev/null; then
    filtered=()
    for p in "${missing[@]}"; do [[ "$p" == nodejs || "$p" == npm ]] || filtered+=("$p"); done
    missing=("${filtered[@]}")
fi
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "Installing: ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
