#include <errno.h>
#include <limits.h>
#include "sem_impl.h"

int sem_init(sem_t *sem, int pshared, unsigned value)
{
	if (value > SEM_VALUE_MAX) {
		errno = EINVAL;
		return -1;
	}
	sem->_s_word = value;
	sem->_s_flags = pshared ? 0 : S_PRIVATE;
	for (int i = 3; i < 8; i++)
		sem->__i[i] = 0;
	return 0;
}
