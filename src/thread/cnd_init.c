#include <threads.h>
#include <pthread.h>

_Static_assert(sizeof(cnd_t) == sizeof(pthread_cond_t), "cnd_t is a pthread_cond_t");

int cnd_init(cnd_t *cond)
{
	pthread_cond_init((pthread_cond_t *)cond, 0);
	return thrd_success;
}
