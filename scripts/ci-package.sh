#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# CI's second compile: the release build the .deb is made from (preset `package`), with the
# benchmarks (compiled, not run) and only the package tests, which here also install the .deb with
# apt, use it and purge it. Every other test runs in the sanitized build (scripts/test.sh with
# TOOLGATE_PRESET=asan). Assumes scripts/install-deps.sh has run.
set -euo pipefail
cd "$(dirname "$0")/.."
configure=(--preset package -DTOOLGATE_PACKAGE_INSTALL_TEST=ON)
! command -v ccache >/dev/null || configure+=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake "${configure[@]}" >/dev/null
cmake --build --preset package
ctest --preset package "$@"
