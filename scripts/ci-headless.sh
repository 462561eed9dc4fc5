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
# GCC 12's sanitizer runtime cannot place its shadow memory when the kernel randomises mmap with
# more than 28 bits (newer kernels may default to 32): lower it where this machine lets us.
rnd_bits=/proc/sys/vm/mmap_rnd_bits
if [ -r "$rnd_bits" ] && [ "$(cat "$rnd_bits")" -gt 28 ]; then
    if [ -w "$rnd_bits" ]; then
        echo 28 >"$rnd_bits"
    else
        echo "ci-headless: vm.mmap_rnd_bits is $(cat "$rnd_bits"); sanitized tests may crash at start" >&2
    fi
fi
ctest --preset headless-asan "$@"
