#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the .deb from a build tree and checks what a user would get from it: every file in its
# place, dependencies derived from the binaries (no -dev package), a valid desktop entry and
# AppStream metainfo, man pages, and programs that report the project's version.
# usage: check-deb.sh BUILD_DIR VERSION
set -euo pipefail
build=$1
version=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

cpack --config "$build/CPackConfig.cmake" -B "$work" >"$work/cpack.log" 2>&1 ||
    { cat "$work/cpack.log" >&2; fail "cpack could not build the package"; }
deb=$(ls "$work"/toolgate_"$version"_*.deb 2>/dev/null) || fail "no toolgate_${version}_*.deb in cpack output"
echo "built $(basename "$deb") ($(du -h "$deb" | cut -f1))"

contents=$(dpkg-deb -c "$deb" | awk '{print $6}')
for f in usr/bin/toolgate usr/bin/toolgate-cli \
    usr/share/applications/org.toolgate.Toolgate.desktop \
    usr/share/metainfo/org.toolgate.Toolgate.metainfo.xml \
    usr/share/icons/hicolor/scalable/apps/toolgate.svg \
    usr/share/icons/hicolor/16x16/apps/toolgate.png \
    usr/share/icons/hicolor/256x256/apps/toolgate.png \
    usr/share/man/man1/toolgate.1.gz usr/share/man/man1/toolgate-cli.1.gz \
    usr/share/doc/toolgate/copyright; do
    grep -qx "./$f" <<<"$contents" || fail "$f is not in the package"
done
# grep exits 1 when nothing is outside /usr, the good case (|| true only keeps set -e quiet).
outside=$(grep -v '^\./usr/' <<<"$contents" | grep -vx '\./' || true)
[ -z "$outside" ] || fail "files outside /usr: $outside"

depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
for d in libqt6core6 libqt6gui6 libqt6widgets6 libqt6websockets6 libqt6sql6 libqt6sql6-sqlite \
    libssl3 libstdc++6; do
    tr ',' '\n' <<<"$depends" | awk '{print $1}' | grep -qxF "$d" || fail "Depends lacks $d"
done
! grep -q -- '-dev' <<<"$depends" || fail "Depends names a -dev package"

dpkg-deb -x "$deb" "$work/root"
root=$work/root/usr
desktop-file-validate "$root/share/applications/org.toolgate.Toolgate.desktop" ||
    fail "desktop entry does not validate"
grep -qx 'Exec=toolgate --demo' "$root/share/applications/org.toolgate.Toolgate.desktop" ||
    fail "desktop entry has no demo action"
appstreamcli validate --no-net "$root/share/metainfo/org.toolgate.Toolgate.metainfo.xml" ||
    fail "metainfo does not validate"
grep -q "<release version=\"$version\"" "$root/share/metainfo/org.toolgate.Toolgate.metainfo.xml" ||
    fail "metainfo release is not $version"

got=$("$root/bin/toolgate-cli" --version)
[ "$got" = "toolgate-cli $version" ] || fail "toolgate-cli --version printed '$got'"
# Printing options need no display: run them as in a terminal without X or Wayland.
nodisplay=(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM)
got=$("${nodisplay[@]}" "$root/bin/toolgate" --version) || fail "toolgate --version failed"
[ "$got" = "toolgate $version" ] || fail "toolgate --version printed '$got'"
"${nodisplay[@]}" "$root/bin/toolgate" --help | grep -q -- '--demo' ||
    fail "toolgate --help does not work without a display"
zcat "$root/share/man/man1/toolgate-cli.1.gz" | grep -q 'policy eval' ||
    fail "toolgate-cli(1) does not describe the commands"
zcat "$root/share/man/man1/toolgate.1.gz" | grep -qF '\-\-demo' ||
    fail "toolgate(1) does not describe --demo"
echo "package ok"
