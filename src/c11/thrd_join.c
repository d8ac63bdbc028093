#include <pthread.h>
#include <stdint.h>
#include <threads.h>

int thrd_join(thrd_t thr, int *res)
{
	void *p;

	if (pthread_join((pthread_t)thr, &p))
		return thrd_error;
	/* Both ways out of a C11 thread store (void *)(intptr_t)the int. */
	if (res)
		*res = (int)(intptr_t)p;
	return thrd_success;
}
