#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Fails when a tracked C++ file differs from what clang-format 14 (.clang-format) would write, and
# names each file. Fix with: git ls-files '*.cpp' '*.h' | xargs clang-format-14 -i
set -euo pipefail
cd "$(dirname "$0")/.."
# Either name will do; none found is reported just below (|| true only keeps set -e quiet).
formatter="$(command -v clang-format-14 || command -v clang-format || true)"
if [ -z "$formatter" ]; then
    echo "check-format: clang-format-14 is not installed (scripts/install-deps.sh installs it)" >&2
    exit 2
fi
unformatted=()
while IFS= read -r file; do
    if ! "$formatter" --dry-run --Werror "$file" >/dev/null 2>&1; then
        unformatted+=("$file")
    fi
done < <(git ls-files '*.cpp' '*.h')
if [ "${#unformatted[@]}" -gt 0 ]; then
    echo "check-format: ${#unformatted[@]} file(s) are not clang-format clean:" >&2
    printf '  %s\n' "${unformatted[@]}" >&2
    exit 1
fi
echo "check-format: $(git ls-files '*.cpp' '*.h' | wc -l) files clean"
