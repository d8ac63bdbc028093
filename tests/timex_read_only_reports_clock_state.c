/* adjtimex, ntp_adjtime and clock_adjtime with modes 0 only read: they
   return a clock state (TIME_*) and fill the fields; ntp_gettime reports
   the current time (tv_usec in ns in nanosecond mode).  Setting anything without CAP_SYS_TIME is EPERM. */
#include <errno.h>
#include <string.h>
#include <sys/time.h>
#include <sys/timex.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

/* glibc 2.36 exports it without declaring it */
int clock_adjtime(clockid_t clock, struct timex *tx);

static int is_state(int s)
{
	return s >= TIME_OK && s <= TIME_ERROR;
}

int main(void)
{
	struct timex tx;
	memset(&tx, 0, sizeof tx);
	tx.tick = -12345;
	struct timeval before;
	CHECK_EQ(gettimeofday(&before, 0), 0);
	int s = adjtimex(&tx);
	CHECK(is_state(s));
	/* the kernel filled in the fields it owns */
	CHECK_GT(tx.tick, 0);
	CHECK_GT(tx.tolerance, 0);
	CHECK_GE(tx.time.tv_sec, before.tv_sec);
	CHECK_LE(tx.time.tv_sec, before.tv_sec + 60);
	CHECK_GE(tx.maxerror, 0);
	CHECK_GE(tx.tai, 0);

	memset(&tx, 0, sizeof tx);
	CHECK(is_state(ntp_adjtime(&tx)));
	CHECK_GT(tx.tick, 0);

	memset(&tx, 0, sizeof tx);
	CHECK(is_state(clock_adjtime(CLOCK_REALTIME, &tx)));
	CHECK_GT(tx.tick, 0);
	CHECK_ERR(clock_adjtime(1000, &tx), EINVAL);

	struct ntptimeval ntv;
	memset(&ntv, 0xff, sizeof ntv);
	CHECK(is_state(ntp_gettime(&ntv)));
	CHECK_GE(ntv.time.tv_sec, before.tv_sec);
	CHECK_LE(ntv.time.tv_sec, before.tv_sec + 60);
	CHECK_GE(ntv.time.tv_usec, 0);
	/* ns when the clock is in nanosecond mode (STA_NANO) */
	CHECK_LT(ntv.time.tv_usec, 1000000000);
	CHECK_GE(ntv.maxerror, 0);
	CHECK_GE(ntv.tai, 0);

	/* changing the clock needs CAP_SYS_TIME */
	if (geteuid() != 0) {
		memset(&tx, 0, sizeof tx);
		tx.modes = ADJ_MAXERROR;
		tx.maxerror = 1000;
		CHECK_ERR(adjtimex(&tx), EPERM);
	}
	return 0;
}
