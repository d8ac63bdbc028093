/* sprofil: samples of a CPU-burning loop land in the region that covers
   it (unsigned int counters here) and, for pcs outside every region, in
   the overflow bin (scale 2); tvp gets the sampling period; a call with
   no regions stops and restores the SIGPROF action. */
// test: timeout 60
#include <signal.h>
#include <sys/profil.h>
#include <sys/time.h>
#include "check.h"

static unsigned counters[16384];
static unsigned overflow_bin[1];
static volatile unsigned long sink;

__attribute__((noinline)) static void burn(void)
{
	for (unsigned long i = 0; i < 1000000; i++)
		sink += i * i;
}

static unsigned long sum(void)
{
	unsigned long t = 0;
	for (size_t i = 0; i < sizeof counters / sizeof *counters; i++)
		t += counters[i];
	return t;
}

int main(void)
{
	struct prof regions[2] = {
		{ counters, sizeof counters, (size_t)burn - 1024, 0x10000 },
		{ overflow_bin, sizeof overflow_bin, 0, 2 },
	};
	struct timeval tv = { 99, 99 };

#ifndef __GLIBC__
	/* weft refuses a negative count (glibc 2.36 crashes on it). */
	CHECK_ERR(sprofil(regions, -1, 0, PROF_UINT), EINVAL);
#endif
	CHECK_EQ(sprofil(regions, 2, &tv, PROF_UINT), 0);
	CHECK_EQ(tv.tv_sec, 0);
	CHECK_GT(tv.tv_usec, 0);
	for (int round = 0; round < 100000 && !sum(); round++)
		burn();
	CHECK_GT(sum(), 0);
	CHECK_EQ(sprofil(0, 0, 0, 0), 0);
	struct sigaction sa;
	CHECK_EQ(sigaction(SIGPROF, 0, &sa), 0);
	CHECK(sa.sa_handler == SIG_DFL);
	return 0;
}
