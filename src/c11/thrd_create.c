#include <errno.h>
#include <pthread.h>
#include <threads.h>

int thrd_create(thrd_t *thr, thrd_start_t fn, void *arg)
{
	pthread_t t;
	int e;

	/* thrd_start_t returns int, pthread's start routine void *: the
	   conversion is done by casting the function, as POSIX systems with
	   one calling convention for both allow; the result is narrowed back
	   to int in thrd_join. */
	e = pthread_create(&t, 0, (void *(*)(void *))(void (*)(void))fn, arg);
	if (e)
		return e == EAGAIN ? thrd_nomem : thrd_error;
	*thr = (thrd_t)t;
	return thrd_success;
}
