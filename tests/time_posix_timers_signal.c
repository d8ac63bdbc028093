/* POSIX timers: a SIGEV_SIGNAL timer delivers its signal with SI_TIMER
   and the sigev_value; a fast periodic timer whose signal stays blocked
   counts overruns; SIGEV_NONE timers count down in timer_gettime; a
   deleted timer is gone (EINVAL). */
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <time.h>
#include "check.h"

static volatile sig_atomic_t got, code, value;

static void on_timer(int sig, siginfo_t *si, void *ctx)
{
	(void)sig;
	(void)ctx;
	got++;
	code = si->si_code;
	value = si->si_value.sival_int;
}

int main(void)
{
	struct sigevent sev;
	struct sigaction sa;
	struct itimerspec its, cur;
	sigset_t set;
	siginfo_t si;
	timer_t t;
	int sig = SIGRTMIN + 1;

	memset(&sa, 0, sizeof sa);
	sa.sa_sigaction = on_timer;
	sa.sa_flags = SA_SIGINFO;
	CHECK_EQ(sigaction(sig, &sa, 0), 0);

	memset(&sev, 0, sizeof sev);
	sev.sigev_notify = SIGEV_SIGNAL;
	sev.sigev_signo = sig;
	sev.sigev_value.sival_int = 42;
	CHECK_EQ(timer_create(CLOCK_MONOTONIC, &sev, &t), 0);
	memset(&its, 0, sizeof its);
	its.it_value.tv_nsec = 10000000;
	CHECK_EQ(timer_settime(t, 0, &its, 0), 0);
	{
		struct timespec sl = { 2, 0 };
		while (!got && nanosleep(&sl, &sl) == 0)
			;
	}
	CHECK_EQ(got, 1);
	CHECK_EQ(code, SI_TIMER);
	CHECK_EQ(value, 42);

	/* Overruns: block the signal, let a 1 ms timer fire many times. */
	sigemptyset(&set);
	sigaddset(&set, sig);
	CHECK_EQ(sigprocmask(SIG_BLOCK, &set, 0), 0);
	its.it_value.tv_nsec = 1000000;
	its.it_interval.tv_nsec = 1000000;
	CHECK_EQ(timer_settime(t, 0, &its, 0), 0);
	{
		struct timespec sl = { 0, 60000000 };
		CHECK_EQ(nanosleep(&sl, 0), 0);
	}
	CHECK_EQ(sigwaitinfo(&set, &si), sig);
	CHECK_EQ(si.si_code, SI_TIMER);
	CHECK(si.si_overrun >= 10);
	CHECK(timer_getoverrun(t) >= 10);
	CHECK_EQ(timer_gettime(t, &cur), 0);
	CHECK_EQ(cur.it_interval.tv_nsec, 1000000);
	CHECK_EQ(timer_delete(t), 0);
	CHECK_ERR(timer_gettime(t, &cur), EINVAL);

	/* SIGEV_NONE: nothing is delivered, the time left goes down. */
	sev.sigev_notify = SIGEV_NONE;
	CHECK_EQ(timer_create(CLOCK_REALTIME, &sev, &t), 0);
	memset(&its, 0, sizeof its);
	its.it_value.tv_sec = 100;
	CHECK_EQ(timer_settime(t, 0, &its, &cur), 0);
	CHECK_EQ(cur.it_value.tv_sec, 0);
	CHECK_EQ(timer_gettime(t, &cur), 0);
	CHECK(cur.it_value.tv_sec >= 98 && cur.it_value.tv_sec <= 100);
	CHECK_EQ(timer_delete(t), 0);

	/* a null sigevent: SIGALRM by default, still a valid timer */
	CHECK_EQ(timer_create(CLOCK_MONOTONIC, 0, &t), 0);
	CHECK_EQ(timer_delete(t), 0);
	CHECK_ERR(timer_create(12345, &sev, &t), EINVAL);
#ifndef __GLIBC__
	/* weft's internal signals cannot be used */
	sev.sigev_notify = SIGEV_SIGNAL;
	sev.sigev_signo = 32;
	CHECK_ERR(timer_create(CLOCK_MONOTONIC, &sev, &t), EINVAL);
#endif
	return 0;
}
