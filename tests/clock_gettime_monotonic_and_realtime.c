/* clock_gettime answers for the common clocks (through the vDSO on
   x86_64), is monotonic for CLOCK_MONOTONIC, agrees with the system call,
   and rejects an invalid clock with EINVAL. */
#include <sys/syscall.h>
#include <time.h>
#include "check.h"

int main(void)
{
	struct timespec a, b, k;
	static const clockid_t clocks[] = {
		CLOCK_REALTIME, CLOCK_MONOTONIC, CLOCK_PROCESS_CPUTIME_ID,
		CLOCK_THREAD_CPUTIME_ID, CLOCK_MONOTONIC_RAW, CLOCK_REALTIME_COARSE,
		CLOCK_MONOTONIC_COARSE, CLOCK_BOOTTIME,
	};

	for (size_t i = 0; i < sizeof clocks / sizeof *clocks; i++) {
		CHECK_EQ(clock_gettime(clocks[i], &a), 0);
		CHECK(a.tv_nsec >= 0 && a.tv_nsec < 1000000000);
	}
	CHECK_EQ(clock_gettime(CLOCK_MONOTONIC, &a), 0);
	for (int i = 0; i < 100000; i++) {
		CHECK_EQ(clock_gettime(CLOCK_MONOTONIC, &b), 0);
		CHECK_GE(t_ts_ns(&b), t_ts_ns(&a));
		a = b;
	}
	/* the same clock as the kernel's system call, within a second */
	CHECK_EQ(clock_gettime(CLOCK_REALTIME, &a), 0);
	CHECK_EQ(syscall(SYS_clock_gettime, CLOCK_REALTIME, &k), 0);
	CHECK(t_ts_ns(&k) - t_ts_ns(&a) >= 0 && t_ts_ns(&k) - t_ts_ns(&a) < 1000000000LL);
	CHECK(a.tv_sec > 1600000000);   /* after 2020 */

	CHECK_ERR(clock_gettime(12345, &a), EINVAL);
	CHECK_ERR(clock_gettime(100, &a), EINVAL);
	return 0;
}
