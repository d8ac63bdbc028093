#include <errno.h>
#include "sem_impl.h"

int sem_trywait(sem_t *sem)
{
	if (__sem_take(sem))
		return 0;
	errno = EAGAIN;
	return -1;
}
