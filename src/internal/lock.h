/* The libc's internal lock for its own shared state: 0 free, 1 held,
   2 held with waiters.  Single-threaded processes take no atomic. */
#ifndef _WEFT_LOCK_H
#define _WEFT_LOCK_H

#include "libc.h"

hidden void __lock(volatile int *l);
hidden void __unlock(volatile int *l);

#endif
