/* clock_nanosleep with TIMER_ABSTIME wakes at or after the deadline (and
   returns at once for a past one); a relative sleep interrupted by a
   handler returns EINTR with the unslept time; nanosleep gives -1/EINTR
   and sleep returns the unslept seconds. */
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

static volatile sig_atomic_t hits;

static void on_alarm(int sig)
{
	(void)sig;
	hits++;
}

static long long ns(const struct timespec *t)
{
	return t->tv_sec * 1000000000LL + t->tv_nsec;
}

int main(void)
{
	struct timespec now, dl, req = { 5, 0 }, rem;
	struct itimerval it = { { 0, 0 }, { 0, 100000 } };
	struct sigaction sa;
	unsigned left;

	for (int c = 0; c < 2; c++) {
		clockid_t clk = c ? CLOCK_REALTIME : CLOCK_MONOTONIC;
		CHECK_EQ(clock_gettime(clk, &dl), 0);
		dl.tv_nsec += 100000000;
		if (dl.tv_nsec >= 1000000000) {
			dl.tv_sec++;
			dl.tv_nsec -= 1000000000;
		}
		CHECK_EQ(clock_nanosleep(clk, TIMER_ABSTIME, &dl, 0), 0);
		CHECK_EQ(clock_gettime(clk, &now), 0);
		CHECK(ns(&now) >= ns(&dl));
		/* a deadline in the past returns at once */
		dl.tv_sec -= 10;
		CHECK_EQ(clock_nanosleep(clk, TIMER_ABSTIME, &dl, 0), 0);
	}

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_alarm;   /* no SA_RESTART */
	CHECK_EQ(sigaction(SIGALRM, &sa, 0), 0);

	CHECK_EQ(setitimer(ITIMER_REAL, &it, 0), 0);
	CHECK_EQ(clock_nanosleep(CLOCK_MONOTONIC, 0, &req, &rem), EINTR);
	CHECK_EQ(hits, 1);
	CHECK(rem.tv_sec >= 3 && rem.tv_sec < 5);
	CHECK(rem.tv_nsec >= 0 && rem.tv_nsec < 1000000000);

	CHECK_EQ(setitimer(ITIMER_REAL, &it, 0), 0);
	CHECK_ERR(nanosleep(&req, &rem), EINTR);
	CHECK_EQ(hits, 2);
	CHECK(rem.tv_sec >= 3 && rem.tv_sec < 5);

	CHECK_EQ(alarm(1), 0);
	left = sleep(5);
	CHECK_EQ(hits, 3);
	CHECK(left >= 3 && left <= 4);
	return 0;
}
