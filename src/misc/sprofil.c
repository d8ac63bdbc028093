#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/profil.h>
#include <sys/time.h>
#include <ucontext.h>
#include "ucontext_arch.h"

#define PERIOD_US 10000

/* The regions the SIGPROF handler counts into: set before the handler
   and timer are installed, cleared after they are removed. */
static struct prof *volatile regions;
static int nregions;
static unsigned counter_size;
static struct sigaction saved_action;
static struct itimerval saved_timer;

static void count(const struct prof *p, size_t i)
{
	if (counter_size == sizeof(unsigned))
		((unsigned *)p->pr_base)[i]++;
	else
		((unsigned short *)p->pr_base)[i]++;
}

static void sample(int sig, siginfo_t *si, void *ctx)
{
	struct prof *r = regions, *overflow = 0;
	uintptr_t pc = (uintptr_t)MC_PC((ucontext_t *)ctx), i;

	(void)sig;
	(void)si;
	if (!r)
		return;
	for (int k = 0; k < nregions; k++) {
		if (r[k].pr_scale == 2) {
			overflow = &r[k];
			continue;
		}
		if (pc < r[k].pr_off)
			continue;
		i = (uintptr_t)(((unsigned long long)(pc - r[k].pr_off) / 2 * r[k].pr_scale) >> 16);
		if (i < r[k].pr_size / counter_size) {
			count(&r[k], i);
			return;
		}
	}
	if (overflow && overflow->pr_size >= counter_size)
		count(overflow, 0);
}

static int stop(void)
{
	if (!regions)
		return 0;
	if (setitimer(ITIMER_PROF, &saved_timer, 0) < 0 ||
	    sigaction(SIGPROF, &saved_action, 0) < 0)
		return -1;
	regions = 0;
	return 0;
}

/* profil over several regions (see <sys/profil.h>); tvp, if not null,
   gets the sampling period.  No regions stops, restoring the SIGPROF
   action and timer that sprofil replaced.  The regions array must stay
   valid while profiling runs. */
int sprofil(struct prof *profp, int profcnt, struct timeval *tvp, unsigned int flags)
{
	struct sigaction sa;
	struct itimerval every = { { 0, PERIOD_US }, { 0, PERIOD_US } };

	if (profcnt < 0 || (profcnt && !profp) || (flags & ~(PROF_UINT | PROF_FAST))) {
		errno = EINVAL;
		return -1;
	}
	if (tvp) {
		tvp->tv_sec = 0;
		tvp->tv_usec = PERIOD_US;
	}
	if (!profcnt)
		return stop();
	if (stop() < 0)
		return -1;
	nregions = profcnt;
	counter_size = flags & PROF_UINT ? sizeof(unsigned) : sizeof(unsigned short);
	regions = profp;
	memset(&sa, 0, sizeof sa);
	sa.sa_sigaction = sample;
	sa.sa_flags = SA_SIGINFO | SA_RESTART;
	sigfillset(&sa.sa_mask);
	if (sigaction(SIGPROF, &sa, &saved_action) < 0) {
		regions = 0;
		return -1;
	}
	if (setitimer(ITIMER_PROF, &every, &saved_timer) < 0) {
		sigaction(SIGPROF, &saved_action, 0);
		regions = 0;
		return -1;
	}
	return 0;
}
