#include <stdlib.h>
#include "lock.h"
#include "tsd_impl.h"

/* At thread exit: call the destructor of every key with a non-null
   value (the slot is cleared first); repeat while destructors store new
   values, at most PTHREAD_DESTRUCTOR_ITERATIONS rounds.  Linked only with
   pthread_setspecific, which sets tsd_used. */
hidden void __pthread_tsd_run_dtors(void)
{
	struct __pthread *self = __self();
	void **tsd;

	for (int round = 0; round < PTHREAD_DESTRUCTOR_ITERATIONS && self->tsd_used; round++) {
		self->tsd_used = 0;
		for (unsigned k = 0; k < PTHREAD_KEYS_MAX; k++) {
			void **slot = __tsd_slot(self, k);
			void (*dtor)(void *) = __tsd_dtors[k];
			void *v;
			if (!slot)
				break;
			if (!(v = *slot) || !dtor)
				continue;
			*slot = 0;
			if (dtor != __tsd_nodtor)
				dtor(v);
		}
	}
	/* pthread_key_delete writes into every listed thread's table under
	   the list lock, and we are still listed: unhook the table under
	   that lock before freeing it (see docs/threads.md, lifetime). */
	if ((tsd = self->tsd)) {
		__lock(&__thread_list_lock);
		self->tsd = 0;
		__unlock(&__thread_list_lock);
		free(tsd);
	}
}
