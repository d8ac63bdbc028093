/* Thread memory: one mapping per thread, and the cache of exited ones. */
#ifndef _WEFT_THREAD_MEM_H
#define _WEFT_THREAD_MEM_H

#include "pthread_impl.h"

/* Mapping size for a thread with the given usable stack and guard. */
hidden size_t __thread_map_size(size_t stack, size_t guard);
/* A cached mapping of exactly map_size bytes with a guard of guard
   bytes, whose old thread has fully exited, or 0.  The caller
   re-initialises TLS and the descriptor. */
hidden void *__stack_cache_get(size_t map_size, size_t guard);
/* Gives the mapping of thread t (exited, or exiting: the cache waits for
   the kernel to clear t->tid before reuse) to the cache; returns 0 if the
   cache is full or t's mapping is not cacheable (the caller unmaps). */
hidden int __stack_cache_put(struct __pthread *t);
/* Frees a joined or detached-and-exited thread's memory. */
hidden void __thread_free(struct __pthread *t);
hidden _Noreturn void __unmapself(void *base, size_t size);
/* Under __thread_list_lock: whether t is a listed (running, or exited
   and unreclaimed) thread. */
hidden int __thread_listed(struct __pthread *t);
/* Waits for a thread claimed as DT_JOINING, then unlists and frees it. */
hidden int __thread_reap(struct __pthread *t, void **res, clockid_t clk,
			 const struct timespec *at, int try_only);
/* The common body of pthread_join and its _np variants. */
hidden int __pthread_join(pthread_t t, void **res, clockid_t clk,
			  const struct timespec *at, int try_only);

#endif
