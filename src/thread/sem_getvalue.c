#include "sem_impl.h"

/* The value only, never a negative count of waiters (as glibc). */
int sem_getvalue(sem_t *restrict sem, int *restrict value)
{
	*value = (int)S_VALUE(__sem_load(sem));
	return 0;
}
