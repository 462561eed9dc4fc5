#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds core, gateway and toolgate-cli with TOOLGATE_BUILD_GUI=OFF under the address and undefined
# behaviour sanitizers (preset `headless-asan`), proving neither layer needs a GUI, and runs their
# tests (all but the interop and package tests, which scripts/test.sh runs) with any sanitizer
# report failing the test. -O0 -g1 keeps this second compile about as fast as the optimised one.
# Assumes scripts/install-deps.sh has run.
set -euo pipefail
cd "$(dirname "$0")/.."
launcher=()
if command -v ccache >/dev/null; then
    launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
cmake --preset headless-asan "${launcher[@]}" >/dev/null
cmake --build --preset headless-asan
ctest --preset headless-asan "$@"
