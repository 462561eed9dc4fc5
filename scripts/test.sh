#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds Toolgate and runs the whole test suite (unit, golden, UI offscreen, interop against a real
# OpenClaw gateway). Installs everything it needs first. TOOLGATE_PRESET picks the CMake preset:
# `test` (default: optimised, every test) or `asan` (everything under the address and
# undefined-behaviour sanitizers, what CI runs; the package tests then run in CI's `package` part).
# TOOLGATE_WERROR=ON turns warnings into errors. Extra arguments go to ctest (e.g. -L ui).
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
preset="${TOOLGATE_PRESET:-test}"
configure=(--preset "$preset")
[ -z "${TOOLGATE_WERROR:-}" ] || configure+=("-DTOOLGATE_WERROR=$TOOLGATE_WERROR")
! command -v ccache >/dev/null || configure+=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake "${configure[@]}" >/dev/null
cmake --build --preset "$preset"
if [ "$preset" = asan ]; then
    scripts/sanitizer-host.sh
fi
tests/interop/setup-openclaw.sh
ctest --preset "$preset" "$@"
