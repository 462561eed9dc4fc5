#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the Debian package: installs what it needs, builds a release tree in build/package and
# runs CPack. Prints the path of toolgate_<version>_<arch>.deb; install it with
#   sudo apt install ./build/package/toolgate_*.deb
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
build_dir="${TOOLGATE_PACKAGE_BUILD_DIR:-build/package}"
cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DTOOLGATE_BUILD_TESTS=OFF \
    -DTOOLGATE_BUILD_BENCH=OFF >/dev/null
cmake --build "$build_dir" -j2
(cd "$build_dir" && cpack -G DEB >/dev/null)
ls "$build_dir"/toolgate_*.deb
