#include <errno.h>
#include "lock.h"
#include "tsd_impl.h"

/* Frees the key and clears its value in every thread, so that a key
   created later in the same slot reads NULL everywhere (POSIX).  Every
   listed thread's slots are ours to write under the list lock, exited
   ones included (see docs/threads.md, lifetime). */
int pthread_key_delete(pthread_key_t k)
{
	struct __pthread *self = __self(), *t;

	if (k >= PTHREAD_KEYS_MAX)
		return EINVAL;
	__lock(&__tsd_lock);
	if (!__tsd_dtors[k]) {
		__unlock(&__tsd_lock);
		return EINVAL;
	}
	__lock(&__thread_list_lock);
	t = self;
	do {
		void **slot = __tsd_slot(t, k);
		if (slot)
			*slot = 0;
		t = t->next;
	} while (t != self);
	__unlock(&__thread_list_lock);
	__tsd_dtors[k] = 0;
	__unlock(&__tsd_lock);
	return 0;
}
