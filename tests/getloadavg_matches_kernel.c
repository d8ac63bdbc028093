/* getloadavg returns the kernel's three load averages with every bit it
   keeps (sysinfo's fixed point, which /proc/loadavg shows rounded to two
   decimals), at most three and at most nelem of them (none for a
   negative nelem, as glibc). */
#define _DEFAULT_SOURCE
#include <stdlib.h>
#include <string.h>
#include <sys/sysinfo.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	struct sysinfo a, b;
	double got[5];
	int tries;

	/* The kernel updates the averages every 5 s: compare with readings
	   that did not change around the call. */
	for (tries = 0; tries < 20; tries++) {
		for (int i = 0; i < 5; i++)
			got[i] = -1;
		CHECK_EQ(sysinfo(&a), 0);
		CHECK_EQ(getloadavg(got, 5), 3);
		CHECK_EQ(sysinfo(&b), 0);
		if (!memcmp(a.loads, b.loads, sizeof a.loads))
			break;
	}
	CHECK_LT(tries, 20);
	for (int i = 0; i < 3; i++) {
		CHECK(got[i] >= 0);
		CHECK(got[i] == (double)a.loads[i] / (1 << SI_LOAD_SHIFT));
	}
	CHECK(got[3] == -1 && got[4] == -1);

	/* /proc/loadavg shows the same numbers to two decimals. */
	char buf[128];
	ssize_t n = t_read_file("/proc/loadavg", buf, sizeof buf);
	if (n >= 0) {
		CHECK_GT(n, 0);
		CHECK_EQ(getloadavg(got, 3), 3);
		char *p = buf;
		for (int i = 0; i < 3; i++) {
			double shown = strtod(p, &p);
			/* rounded to 0.01, and the average may move a little
			   between the two readings */
			CHECK(got[i] > shown - 0.5 && got[i] < shown + 0.5);
		}
	}

	/* Fewer asked for: only those are written. */
	got[0] = got[1] = got[2] = -1;
	CHECK_EQ(getloadavg(got, 1), 1);
	CHECK(got[0] >= 0 && got[1] == -1);
	got[0] = got[1] = got[2] = -1;
	CHECK_EQ(getloadavg(got, 2), 2);
	CHECK(got[1] >= 0 && got[2] == -1);
	CHECK_EQ(getloadavg(got, 0), 0);
	got[0] = -1;
	CHECK_EQ(getloadavg(got, -1), 0);
	CHECK(got[0] == -1);
	return 0;
}
