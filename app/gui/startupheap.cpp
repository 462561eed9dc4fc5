// SPDX-License-Identifier: MIT
#include "startupheap.h"

#include <cstdint>
#include <cstdlib>

#if defined(__GLIBC__)
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace toolgate::app {

void reserveStartupHeap() {
#if defined(__GLIBC__) && defined(MADV_HUGEPAGE)
    constexpr std::size_t kReserve = std::size_t{32} << 20;
    constexpr std::uintptr_t kHugePage = std::uintptr_t{2} << 20;
    constexpr std::size_t kProbe = std::size_t{1} << 20; // larger than any top chunk left by now
    // The next heap growth takes kReserve more; freeing keeps it (no trim below 2 × kReserve).
    // These calls fix glibc's adaptive thresholds (mmap from 128 KiB, rising as large blocks are
    // freed): from here on blocks of 2 MiB and more are mmapped and returned on free.
    if (mallopt(M_TOP_PAD, static_cast<int>(kReserve)) == 0 ||
        mallopt(M_TRIM_THRESHOLD, static_cast<int>(2 * kReserve)) == 0 ||
        mallopt(M_MMAP_THRESHOLD, static_cast<int>(2 * kProbe)) == 0)
        return;
    const auto before = reinterpret_cast<std::uintptr_t>(sbrk(0));
    void *volatile probe = std::malloc(kProbe); // volatile: the pair must not be optimised away
    const auto after = reinterpret_cast<std::uintptr_t>(sbrk(0));
    std::free(probe);
    mallopt(M_TOP_PAD, 128 * 1024); // glibc's default growth step again; the reserve stays
    const std::uintptr_t start = (before + kHugePage - 1) & ~(kHugePage - 1);
    const std::uintptr_t end = after & ~(kHugePage - 1);
    if (after > before && end > start)
        madvise(reinterpret_cast<void *>(start), end - start, MADV_HUGEPAGE);
#endif
}

} // namespace toolgate::app
