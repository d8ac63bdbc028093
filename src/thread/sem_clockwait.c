#include "sem_impl.h"

int sem_clockwait(sem_t *restrict sem, clockid_t clk, const struct timespec *restrict abstime)
{
	return __sem_clockwait(sem, clk, abstime);
}
