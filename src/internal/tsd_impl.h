#ifndef _WEFT_TSD_IMPL_H
#define _WEFT_TSD_IMPL_H

#include <limits.h>
#include "pthread_impl.h"

/* Destructor per key; 0 marks a free key, __tsd_nodtor a key without one. */
extern hidden void (*__tsd_dtors[PTHREAD_KEYS_MAX])(void *);
extern hidden volatile int __tsd_lock;
hidden void __tsd_nodtor(void *);

/* The calling thread's slot for key k (k < PTHREAD_KEYS_MAX), or 0 if the
   thread has no storage for it yet. */
static inline void **__tsd_slot(struct __pthread *t, unsigned k)
{
	if (k < TSD_INLINE)
		return &t->tsd_inline[k];
	return t->tsd ? &t->tsd[k] : 0;
}

#endif
