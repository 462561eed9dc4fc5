// SPDX-License-Identifier: MIT
#pragma once

namespace toolgate::app {

// Grows the malloc heap once, by a block that transparent huge pages may back (where the kernel
// allows them on request), before the window is built. Startup touches tens of megabytes of
// fresh heap; in 4 KiB pages that is thousands of page faults, each costly in a virtual machine.
// Without glibc or THP this does nothing. Call first thing in main, before any thread starts.
void reserveStartupHeap();

} // namespace toolgate::app
