#define _GNU_SOURCE
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/time.h>
#include <ucontext.h>
#include <unistd.h>
#include "ucontext_arch.h"

/* The sampling state the SIGPROF handler reads.  Set up before the
   handler and timer are installed, cleared after they are removed. */
static unsigned short *volatile counters;
static size_t ncounters, text_offset;
static unsigned text_scale;
static struct sigaction saved_action;
static struct itimerval saved_timer;

/* The counter of the interrupted pc: (pc - offset) / 2 * scale / 65536,
   so that scale 0x10000 gives each 2 bytes of text a counter. */
static void sample(int sig, siginfo_t *si, void *ctx)
{
	unsigned short *c = counters;
	uintptr_t pc = (uintptr_t)MC_PC((ucontext_t *)ctx), i;

	(void)sig;
	(void)si;
	if (!c || pc < text_offset)
		return;
	i = (uintptr_t)(((unsigned long long)(pc - text_offset) / 2 * text_scale) >> 16);
	if (i < ncounters)
		c[i]++;
}

static int stop(void)
{
	if (!counters)
		return 0;
	if (setitimer(ITIMER_PROF, &saved_timer, 0) < 0 ||
	    sigaction(SIGPROF, &saved_action, 0) < 0)
		return -1;
	counters = 0;
	return 0;
}

/* Every 10 ms of CPU time (ITIMER_PROF, SIGPROF), counts the program
   counter into buf's bufsiz / 2 counters.  A null buf or zero scale
   stops, restoring the SIGPROF action and timer profil replaced. */
int profil(unsigned short *buf, size_t bufsiz, size_t offset, unsigned int scale)
{
	struct sigaction sa;
	struct itimerval every = { { 0, 10000 }, { 0, 10000 } };

	if (!buf || !scale)
		return stop();
	if (stop() < 0)
		return -1;
	ncounters = bufsiz / sizeof *buf;
	text_offset = offset;
	text_scale = scale;
	counters = buf;
	memset(&sa, 0, sizeof sa);
	sa.sa_sigaction = sample;
	sa.sa_flags = SA_SIGINFO | SA_RESTART;
	sigfillset(&sa.sa_mask);
	if (sigaction(SIGPROF, &sa, &saved_action) < 0) {
		counters = 0;
		return -1;
	}
	if (setitimer(ITIMER_PROF, &every, &saved_timer) < 0) {
		sigaction(SIGPROF, &saved_action, 0);
		counters = 0;
		return -1;
	}
	return 0;
}
