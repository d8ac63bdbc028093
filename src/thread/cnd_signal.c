#include <threads.h>
#include <pthread.h>

int cnd_signal(cnd_t *cond)
{
	return pthread_cond_signal((pthread_cond_t *)cond) ? thrd_error : thrd_success;
}
