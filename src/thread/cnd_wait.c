#include <threads.h>
#include <pthread.h>

int cnd_wait(cnd_t *cond, mtx_t *mtx)
{
	return pthread_cond_wait((pthread_cond_t *)cond, (pthread_mutex_t *)mtx) ? thrd_error : thrd_success;
}
