#include <errno.h>
#include "cond_impl.h"

/* CLOCK_REALTIME or CLOCK_MONOTONIC; EINVAL for any other clock (a CPU
   time clock cannot time a wait). */
int pthread_condattr_setclock(pthread_condattr_t *attr, clockid_t clock)
{
	if (clock == CLOCK_MONOTONIC)
		attr->__attr |= C_MONOTONIC;
	else if (clock == CLOCK_REALTIME)
		attr->__attr &= ~C_MONOTONIC;
	else
		return EINVAL;
	return 0;
}
