#include "tsd_impl.h"

/* Two loads in the common case; never fails (an invalid key reads NULL). */
void *pthread_getspecific(pthread_key_t k)
{
	struct __pthread *self = __self();

	if (k < TSD_INLINE)
		return self->tsd_inline[k];
	if (k >= PTHREAD_KEYS_MAX || !self->tsd)
		return 0;
	return self->tsd[k];
}
