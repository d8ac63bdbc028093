/* profil counts where the program spends CPU time: a loop burning CPU
   inside the profiled text range gets samples in buf; profil with a
   null buffer stops and puts back the SIGPROF action it replaced. */
// test: timeout 60
#include <signal.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

static unsigned short buf[32768];
static volatile unsigned long sink;

__attribute__((noinline)) static void burn(void)
{
	for (unsigned long i = 0; i < 1000000; i++)
		sink += i * i;
}

static void mine(int sig)
{
	(void)sig;
}

int main(void)
{
	signal(SIGPROF, mine);
	/* Text from 4 KiB below burn on: 64 KiB, a counter per 2 bytes. */
	size_t off = (size_t)burn - 4096;
	CHECK_EQ(profil(buf, sizeof buf, off, 0x10000), 0);
	unsigned long total = 0;
	/* Up to 100 s of CPU: stop as soon as samples arrived. */
	for (int round = 0; round < 100000 && !total; round++) {
		burn();
		if (round % 16 == 0)
			for (size_t i = 0; i < sizeof buf / sizeof *buf; i++)
				total += buf[i];
	}
	CHECK_GT(total, 0);
	CHECK_EQ(profil(0, 0, 0, 0), 0);

	struct sigaction sa;
	CHECK_EQ(sigaction(SIGPROF, 0, &sa), 0);
	CHECK(sa.sa_handler == mine);
	struct itimerval it;
	CHECK_EQ(getitimer(ITIMER_PROF, &it), 0);
	CHECK_EQ(it.it_value.tv_sec, 0);
	CHECK_EQ(it.it_value.tv_usec, 0);
	return 0;
}
