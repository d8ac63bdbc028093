#include "cond_impl.h"

int pthread_condattr_getclock(const pthread_condattr_t *__weft_restrict attr, clockid_t *__weft_restrict clock)
{
	*clock = attr->__attr & C_MONOTONIC ? CLOCK_MONOTONIC : CLOCK_REALTIME;
	return 0;
}
