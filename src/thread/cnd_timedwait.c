#include <errno.h>
#include <threads.h>
#include <pthread.h>

/* ts is a TIME_UTC (CLOCK_REALTIME) time: thrd_timedout after it. */
int cnd_timedwait(cnd_t *__weft_restrict cond, mtx_t *__weft_restrict mtx,
		  const struct timespec *__weft_restrict ts)
{
	int r = pthread_cond_clockwait((pthread_cond_t *)cond, (pthread_mutex_t *)mtx, CLOCK_REALTIME, ts);
	return r == 0 ? thrd_success : r == ETIMEDOUT ? thrd_timedout : thrd_error;
}
