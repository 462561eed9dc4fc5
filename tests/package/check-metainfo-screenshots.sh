#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# With a public screenshot URL base the metainfo lists the four screenshots (one default) and still
# validates; every screenshot it names exists in docs/screenshots. usage: SOURCE_DIR VERSION
set -euo pipefail
src=$1
version=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
cmake -DSOURCE_DIR="$src" -DOUTPUT="$work/m.xml" -DVERSION="$version" \
    -DSCREENSHOT_URL_BASE=https://example.org/toolgate/screenshots/ \
    -P "$src/cmake/ToolgateMetainfo.cmake"
appstreamcli validate --no-net "$work/m.xml" || fail "metainfo with screenshots does not validate"
[ "$(grep -c '<screenshot[ >]' "$work/m.xml")" -eq 4 ] || fail "expected 4 screenshots"
[ "$(grep -c '<screenshot type="default">' "$work/m.xml")" -eq 1 ] || fail "expected one default"
for file in $(sed -n 's|.*<image>https://example.org/toolgate/screenshots/\(.*\)</image>|\1|p' "$work/m.xml"); do
    [ -f "$src/docs/screenshots/$file" ] || fail "docs/screenshots/$file does not exist"
done
cmake -DSOURCE_DIR="$src" -DOUTPUT="$work/plain.xml" -DVERSION="$version" \
    -P "$src/cmake/ToolgateMetainfo.cmake"
! grep -q '<screenshot' "$work/plain.xml" || fail "screenshots listed without a URL base"
echo "metainfo ok"
