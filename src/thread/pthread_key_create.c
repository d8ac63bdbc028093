#include <errno.h>
#include "lock.h"
#include "tsd_impl.h"

/*
 * Keys are indices into a per-thread table: the first TSD_INLINE slots
 * live in the descriptor, the rest (up to PTHREAD_KEYS_MAX) in an array a
 * thread allocates the first time it stores a value under such a key.  So
 * no thread pays for 1024 slots it does not use.
 */

hidden void (*__tsd_dtors[PTHREAD_KEYS_MAX])(void *);
LOCK_DEFINE(hidden, __tsd_lock, LOCK_LEVEL_TSD);

hidden void __tsd_nodtor(void *p)
{
	(void)p;
}

int pthread_key_create(pthread_key_t *key, void (*dtor)(void *))
{
	static unsigned next;

	__lock(&__tsd_lock);
	for (unsigned i = 0; i < PTHREAD_KEYS_MAX; i++) {
		unsigned k = (next + i) % PTHREAD_KEYS_MAX;
		if (!__tsd_dtors[k]) {
			__tsd_dtors[k] = dtor ? dtor : __tsd_nodtor;
			next = k + 1;
			__unlock(&__tsd_lock);
			*key = k;
			return 0;
		}
	}
	__unlock(&__tsd_lock);
	return EAGAIN;
}
