#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Renders packaging/icons/toolgate.svg into the PNG sizes the hicolor theme and the window icon
# use. The PNGs are committed; run this again after changing the SVG (needs librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")/../packaging/icons"
for size in 16 24 32 48 64 128 256; do
    rsvg-convert -w "$size" -h "$size" toolgate.svg -o "toolgate-$size.png"
done
