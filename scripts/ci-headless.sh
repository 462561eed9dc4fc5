#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds core, gateway and toolgate-cli with TOOLGATE_BUILD_GUI=OFF (preset `headless`), proving
# neither layer needs a GUI, and runs their tests (all but the interop and package tests, which
# scripts/test.sh runs). Assumes scripts/install-deps.sh has run.
set -euo pipefail
cd "$(dirname "$0")/.."
launcher=()
if command -v ccache >/dev/null; then
    launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
cmake --preset headless "${launcher[@]}" >/dev/null
cmake --build --preset headless
ctest --preset headless "$@"
