// SPDX-License-Identifier: MIT
#pragma once

class QObject;

namespace toolgate::app {

// Once a minute, hands the heap's free pages back to the system (glibc's malloc_trim). A console
// left running for weeks frees as much as it allocates, but freed chunks in the middle of the
// heap stay resident without it (and the startup heap keeps a high trim threshold). Nothing
// without glibc. The timer is a child of `owner`.
void trimHeapWhileRunning(QObject *owner);

} // namespace toolgate::app
