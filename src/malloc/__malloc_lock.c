#include "malloc_impl.h"

/* Guards the heap's bins and arenas (lock.h's internal lock: no atomic
   instruction until the process has a second thread). */
hidden volatile int __malloc_lock[1];

/* fork() calls __malloc_atfork through a weak reference: naming it here
   links it whenever the allocator is. */
static void (*const link_atfork)(int) __attribute__((used)) = __malloc_atfork;
