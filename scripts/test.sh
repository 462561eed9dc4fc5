#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds Toolgate and runs the whole test suite (unit, golden, UI offscreen, interop against a real
# OpenClaw gateway). Installs everything it needs first. TOOLGATE_WERROR=ON turns warnings into errors;
# TOOLGATE_PACKAGE_INSTALL_TEST=ON also installs and purges the .deb (changes the machine; CI only).
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
build_dir="${TOOLGATE_BUILD_DIR:-build/test}"
cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DTOOLGATE_WERROR="${TOOLGATE_WERROR:-OFF}" \
    -DTOOLGATE_PACKAGE_INSTALL_TEST="${TOOLGATE_PACKAGE_INSTALL_TEST:-OFF}" >/dev/null
cmake --build "$build_dir" -j2
if [ -x tests/interop/setup-openclaw.sh ]; then
    tests/interop/setup-openclaw.sh
fi
ctest --test-dir "$build_dir" --output-on-failure -j2 --timeout 900 "$@"
