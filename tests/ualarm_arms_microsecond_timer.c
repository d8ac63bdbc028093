/* ualarm: arms ITIMER_REAL in microseconds (getitimer sees it), returns
   what was left of the previous timer, delivers SIGALRM, repeats with
   an interval, 0 cancels, and a second or more is EINVAL. */
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/time.h>
#include <unistd.h>
#include "check.h"

static volatile sig_atomic_t alrm;

static void on_alrm(int sig)
{
	(void)sig;
	alrm++;
}

int main(void)
{
	struct sigaction sa;
	struct itimerval cur;
	useconds_t left;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_alrm;
	CHECK_EQ(sigaction(SIGALRM, &sa, 0), 0);

	CHECK_EQ(ualarm(900000, 0), 0);
	CHECK_EQ(getitimer(ITIMER_REAL, &cur), 0);
	CHECK_EQ(cur.it_value.tv_sec, 0);
	CHECK(cur.it_value.tv_usec > 0 && cur.it_value.tv_usec <= 900000);
	CHECK_EQ(cur.it_interval.tv_sec, 0);
	CHECK_EQ(cur.it_interval.tv_usec, 0);
	left = ualarm(0, 0);
	CHECK(left > 0 && left <= 900000);
	CHECK_EQ(getitimer(ITIMER_REAL, &cur), 0);
	CHECK_EQ(cur.it_value.tv_sec, 0);
	CHECK_EQ(cur.it_value.tv_usec, 0);

	/* a second or more is out of range; the timer stays off */
	errno = 0;
	CHECK_EQ(ualarm(1000000, 0), (useconds_t)-1);
	CHECK_EQ(errno, EINVAL);
	errno = 0;
	CHECK_EQ(ualarm(1000, 1000000), (useconds_t)-1);
	CHECK_EQ(errno, EINVAL);
	CHECK_EQ(getitimer(ITIMER_REAL, &cur), 0);
	CHECK_EQ(cur.it_value.tv_usec, 0);

	/* once */
	ualarm(20000, 0);
	while (!alrm)
		pause();
	CHECK_EQ(alrm, 1);

	/* repeating */
	CHECK_EQ(ualarm(10000, 15000), 0);
	CHECK_EQ(getitimer(ITIMER_REAL, &cur), 0);
	CHECK_EQ(cur.it_interval.tv_sec, 0);
	CHECK_EQ(cur.it_interval.tv_usec, 15000);
	while (alrm < 4)
		pause();
	ualarm(0, 0);
	CHECK_EQ(getitimer(ITIMER_REAL, &cur), 0);
	CHECK_EQ(cur.it_interval.tv_usec, 0);
	return 0;
}
