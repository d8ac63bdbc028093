#include <errno.h>
#include "cancel.h"
#include "sem_impl.h"

int sem_wait(sem_t *sem)
{
	int e;

	__cancel_point();
	if (__sem_take(sem))
		return 0;
	e = __sem_wait_slow(sem, CLOCK_MONOTONIC, 0);
	if (e) {
		errno = e;
		return -1;
	}
	return 0;
}
