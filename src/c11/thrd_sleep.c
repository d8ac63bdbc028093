#include <errno.h>
#include <threads.h>
#include <time.h>

/* 0 when the whole time passed, -1 when a signal interrupted (remaining
   time in rem), another negative value on error. */
int thrd_sleep(const struct timespec *req, struct timespec *rem)
{
	int e = clock_nanosleep(CLOCK_REALTIME, 0, req, rem);

	if (!e)
		return 0;
	return e == EINTR ? -1 : -2;
}
