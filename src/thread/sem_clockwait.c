#include "cancel.h"
#include "sem_impl.h"

int sem_clockwait(sem_t *restrict sem, clockid_t clk, const struct timespec *restrict abstime)
{
	__cancel_point();
	return __sem_clockwait(sem, clk, abstime);
}
