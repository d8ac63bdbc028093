#include <pthread.h>
#include <threads.h>

int thrd_join(thrd_t thr, int *res)
{
	void *p;

	if (pthread_join((pthread_t)thr, &p))
		return thrd_error;
	if (res)
		*res = (int)(long)p;
	return thrd_success;
}
