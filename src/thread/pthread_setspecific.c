#include <errno.h>
#include <stdlib.h>
#include "tsd_impl.h"

/* EINVAL for a key that does not exist; ENOMEM if the table for keys
   beyond the inline ones cannot be allocated. */
int pthread_setspecific(pthread_key_t k, const void *value)
{
	struct __pthread *self = __self();

	if (k >= PTHREAD_KEYS_MAX || !__tsd_dtors[k])
		return EINVAL;
	if (k < TSD_INLINE) {
		self->tsd_inline[k] = (void *)value;
	} else {
		if (!self->tsd) {
			if (!value)
				return 0;
			if (!(self->tsd = calloc(PTHREAD_KEYS_MAX, sizeof *self->tsd)))
				return ENOMEM;
		}
		self->tsd[k] = (void *)value;
	}
	self->tsd_used = 1;
	return 0;
}

/* pthread_exit calls this weakly: naming it links it with the table. */
hidden void __pthread_tsd_run_dtors(void);
static void (*const link_dtors)(void) __attribute__((used)) = __pthread_tsd_run_dtors;
