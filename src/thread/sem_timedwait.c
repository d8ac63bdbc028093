#include "cancel.h"
#include "sem_impl.h"

int sem_timedwait(sem_t *restrict sem, const struct timespec *restrict abstime)
{
	__cancel_point();
	return __sem_clockwait(sem, CLOCK_REALTIME, abstime);
}
