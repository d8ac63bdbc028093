/* The scheduling calls reach the kernel: priority ranges per policy, the
   current policy and parameters, switching to SCHED_BATCH and back,
   affinity masks (the CPU_* macros) and the current CPU. */
#define _GNU_SOURCE
#include <sched.h>
#include <time.h>
#include "check.h"

int main(void)
{
	struct sched_param sp = { 0 };
	cpu_set_t set, one;
	struct timespec ts;

	CHECK_EQ(sched_get_priority_min(SCHED_FIFO), 1);
	CHECK_EQ(sched_get_priority_max(SCHED_FIFO), 99);
	CHECK_EQ(sched_get_priority_max(SCHED_OTHER), 0);
	CHECK_ERR(sched_get_priority_max(12345), EINVAL);
	/* Start from SCHED_OTHER whatever class make check ran under (chrt -b,
	   chrt -i); leaving SCHED_IDLE may need privilege. */
	if (sched_setscheduler(0, SCHED_OTHER, &sp) != 0) {
		CHECK_EQ(errno, EPERM);
		t_skip("started under a policy it may not leave for SCHED_OTHER (EPERM)");
	}
	CHECK_EQ(sched_getscheduler(0), SCHED_OTHER);
	CHECK_EQ(sched_getparam(0, &sp), 0);
	CHECK_EQ(sp.sched_priority, 0);
	CHECK_EQ(sched_setscheduler(0, SCHED_BATCH, &sp), 0);
	CHECK_EQ(sched_getscheduler(0), SCHED_BATCH);
	CHECK_EQ(sched_setscheduler(0, SCHED_OTHER, &sp), 0);
	sp.sched_priority = 5;
	CHECK_ERR(sched_setscheduler(0, SCHED_OTHER, &sp), EINVAL);
	CHECK_EQ(sched_rr_get_interval(0, &ts), 0);
	CHECK_EQ(sched_yield(), 0);

	CHECK_EQ(sched_getaffinity(0, sizeof set, &set), 0);
	int n = CPU_COUNT(&set);
	CHECK(n >= 1);
	int first = -1;
	for (int i = 0; i < CPU_SETSIZE && first < 0; i++)
		if (CPU_ISSET(i, &set))
			first = i;
	CPU_ZERO(&one);
	CPU_SET(first, &one);
	CHECK_EQ(CPU_COUNT(&one), 1);
	CHECK_EQ(sched_setaffinity(0, sizeof one, &one), 0);
	CHECK_EQ(sched_getcpu(), first);
	cpu_set_t got;
	CHECK_EQ(sched_getaffinity(0, sizeof got, &got), 0);
	CHECK(CPU_EQUAL(&got, &one));
	CHECK_EQ(sched_setaffinity(0, sizeof set, &set), 0);
	CPU_ZERO(&one);
	CHECK_ERR(sched_setaffinity(0, sizeof one, &one), EINVAL);
	int cpu = sched_getcpu();
	CHECK(cpu >= 0 && CPU_ISSET(cpu, &set));
	return 0;
}
