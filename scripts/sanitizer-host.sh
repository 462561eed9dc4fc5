#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# GCC 12's sanitizer runtime cannot place its shadow memory when the kernel randomises mmap with
# more than 28 bits (newer kernels may default to 32): lower it where this machine lets us.
set -euo pipefail
rnd_bits=/proc/sys/vm/mmap_rnd_bits
if [ -r "$rnd_bits" ] && [ "$(cat "$rnd_bits")" -gt 28 ]; then
    if [ -w "$rnd_bits" ]; then
        echo 28 >"$rnd_bits"
    else
        echo "sanitizer-host: vm.mmap_rnd_bits is $(cat "$rnd_bits"); sanitized tests may crash at start" >&2
    fi
fi
