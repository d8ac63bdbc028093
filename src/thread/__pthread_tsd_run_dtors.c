#include <stdlib.h>
#include "tsd_impl.h"

/* At thread exit: call the destructor of every key with a non-null
   value (the slot is cleared first); repeat while destructors store new
   values, at most PTHREAD_DESTRUCTOR_ITERATIONS rounds.  Linked only with
   pthread_setspecific, which sets tsd_used. */
hidden void __pthread_tsd_run_dtors(void)
{
	struct __pthread *self = __self();

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
	free(self->tsd);
	self->tsd = 0;
}
