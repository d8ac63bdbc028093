#include <errno.h>
#include <threads.h>
#include <pthread.h>

int mtx_trylock(mtx_t *mtx)
{
	int r = pthread_mutex_trylock((pthread_mutex_t *)mtx);
	return r == 0 ? thrd_success : r == EBUSY ? thrd_busy : thrd_error;
}
