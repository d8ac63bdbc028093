/* nanosleep, clock_nanosleep (relative), usleep and sleep sleep at least
   as long as asked; bad arguments give EINVAL (clock_nanosleep returns the
   error number instead of setting errno). */
#include <errno.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	struct timespec req = { 0, 50000000 }, rem = { 7, 7 }, bad = { 0, 1000000000 };
	long long t0;

	t0 = t_now_ns(CLOCK_MONOTONIC);
	CHECK_EQ(nanosleep(&req, &rem), 0);
	CHECK_GE(t_now_ns(CLOCK_MONOTONIC) - t0, 50000000);

	t0 = t_now_ns(CLOCK_MONOTONIC);
	req.tv_nsec = 30000000;
	CHECK_EQ(clock_nanosleep(CLOCK_MONOTONIC, 0, &req, 0), 0);
	CHECK_GE(t_now_ns(CLOCK_MONOTONIC) - t0, 30000000);
	t0 = t_now_ns(CLOCK_MONOTONIC);
	CHECK_EQ(clock_nanosleep(CLOCK_REALTIME, 0, &req, 0), 0);
	CHECK_GE(t_now_ns(CLOCK_MONOTONIC) - t0, 30000000);

	t0 = t_now_ns(CLOCK_MONOTONIC);
	CHECK_EQ(usleep(20000), 0);
	CHECK_GE(t_now_ns(CLOCK_MONOTONIC) - t0, 20000000);

	t0 = t_now_ns(CLOCK_MONOTONIC);
	CHECK_EQ(sleep(1), 0);
	CHECK_GE(t_now_ns(CLOCK_MONOTONIC) - t0, 1000000000);
	CHECK_EQ(sleep(0), 0);

	CHECK_ERR(nanosleep(&bad, 0), EINVAL);
	bad.tv_nsec = -1;
	CHECK_ERR(nanosleep(&bad, 0), EINVAL);
	errno = 0;
	CHECK_EQ(clock_nanosleep(CLOCK_MONOTONIC, 0, &bad, 0), EINVAL);
	CHECK_EQ(errno, 0);
	CHECK_EQ(clock_nanosleep(12345, 0, &req, 0), EINVAL);
	CHECK_EQ(clock_nanosleep(CLOCK_THREAD_CPUTIME_ID, 0, &req, 0), EINVAL);
	return 0;
}
