#include "malloc_impl.h"

/* Guards the heap's bins and arenas (lock.h's internal lock: no atomic
   instruction until the process has a second thread). */
hidden volatile int __malloc_lock[1];
