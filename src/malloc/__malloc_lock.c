#include "lock.h"
#include "malloc_impl.h"

/* Guards the heap's bins and arenas (lock.h's internal lock: no atomic
   instruction until the process has a second thread).  Innermost of the
   registry: fork takes it last, once nothing else can want the heap. */
LOCK_DEFINE(hidden, __malloc_lock, LOCK_LEVEL_MALLOC);
