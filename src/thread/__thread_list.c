#include "pthread_impl.h"

/* The thread list is circular through struct __pthread's next/prev and
   starts with the main thread (linked to itself at start-up).  The count
   is of threads that have not yet passed pthread_exit's point of no
   return; the last one to get there ends the process with status 0. */
hidden volatile int __thread_count = 1;

hidden size_t __default_stacksize;
hidden size_t __default_guardsize = DEFAULT_GUARD_SIZE;
