#include "lock.h"
#include "pthread_impl.h"

/* The thread list's lock (__thread_list.c), in a file of its own: the
   start-up code links the list's other variables into every program, and
   only programs that can make threads need the lock and its registry
   entry. */
LOCK_DEFINE(hidden, __thread_list_lock, LOCK_LEVEL_THREADS);
