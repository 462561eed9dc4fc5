#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds Toolgate and starts the console in demo mode (embedded demo gateway; nothing else needed).
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
build_dir="${TOOLGATE_BUILD_DIR:-build/demo}"
cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DTOOLGATE_BUILD_TESTS=OFF -DTOOLGATE_BUILD_BENCH=OFF >/dev/null
cmake --build "$build_dir" -j2 --target toolgate toolgate-cli
exec "$build_dir/app/gui/toolgate" --demo "$@"
