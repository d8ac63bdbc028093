/* nanosleep, clock_nanosleep (relative), usleep and sleep sleep at least
   as long as asked; bad arguments give EINVAL (clock_nanosleep returns the
   error number instead of setting errno). */
#include <errno.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

static long long now_ns(void)
{
	struct timespec t;
	CHECK_EQ(clock_gettime(CLOCK_MONOTONIC, &t), 0);
	return t.tv_sec * 1000000000LL + t.tv_nsec;
}

int main(void)
{
	struct timespec req = { 0, 50000000 }, rem = { 7, 7 }, bad = { 0, 1000000000 };
	long long t0;

	t0 = now_ns();
	CHECK_EQ(nanosleep(&req, &rem), 0);
	CHECK(now_ns() - t0 >= 50000000);

	t0 = now_ns();
	req.tv_nsec = 30000000;
	CHECK_EQ(clock_nanosleep(CLOCK_MONOTONIC, 0, &req, 0), 0);
	CHECK(now_ns() - t0 >= 30000000);
	t0 = now_ns();
	CHECK_EQ(clock_nanosleep(CLOCK_REALTIME, 0, &req, 0), 0);
	CHECK(now_ns() - t0 >= 30000000);

	t0 = now_ns();
	CHECK_EQ(usleep(20000), 0);
	CHECK(now_ns() - t0 >= 20000000);

	t0 = now_ns();
	CHECK_EQ(sleep(1), 0);
	CHECK(now_ns() - t0 >= 1000000000);
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
