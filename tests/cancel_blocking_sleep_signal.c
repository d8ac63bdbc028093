/* Cancelling a thread blocked in each sleep and signal-wait cancellation
   point (nanosleep, clock_nanosleep, sleep, usleep, pause, sigsuspend,
   sigwait, sigwaitinfo, sigtimedwait): the call is left, the cleanup
   handler runs exactly once and join says PTHREAD_CANCELED.  The signal
   waited for (SIGUSR2) is blocked everywhere and never sent. */
// test: cflags -pthread
#define _GNU_SOURCE
#include <signal.h>
#include "cancel_test.h"

static sigset_t usr2;

static void call_nanosleep(void)
{
	struct timespec ts = { 3600, 0 };
	nanosleep(&ts, NULL);
}
static void call_clock_nanosleep(void)
{
	struct timespec ts = { 3600, 0 };
	clock_nanosleep(CLOCK_MONOTONIC, 0, &ts, NULL);
}
static void call_clock_nanosleep_abs(void)
{
	struct timespec ts = t_deadline_ms(CLOCK_REALTIME, 3600 * 1000L);
	clock_nanosleep(CLOCK_REALTIME, TIMER_ABSTIME, &ts, NULL);
}
static void call_sleep(void) { sleep(3600); }
static void call_usleep(void) { usleep(999999); }
static void call_pause(void) { pause(); }
static void call_sigsuspend(void)
{
	sigset_t cur;
	CHECK_EQ(sigprocmask(SIG_BLOCK, NULL, &cur), 0);
	sigsuspend(&cur);
}
static void call_sigwait(void) { int s; sigwait(&usr2, &s); }
static void call_sigwaitinfo(void) { sigwaitinfo(&usr2, NULL); }
static void call_sigtimedwait(void)
{
	struct timespec ts = { 3600, 0 };
	sigtimedwait(&usr2, NULL, &ts);
}

int main(void)
{
	static const struct t_block_case cases[] = {
		{ "nanosleep", 0, call_nanosleep, 0 },
		{ "clock_nanosleep", 0, call_clock_nanosleep, 0 },
		{ "clock_nanosleep TIMER_ABSTIME", 0, call_clock_nanosleep_abs, 0 },
		{ "sleep", 0, call_sleep, 0 },
		{ "usleep", 0, call_usleep, 0 },
		{ "pause", 0, call_pause, 0 },
		{ "sigsuspend", 0, call_sigsuspend, 0 },
		{ "sigwait", 0, call_sigwait, 0 },
		{ "sigwaitinfo", 0, call_sigwaitinfo, 0 },
		{ "sigtimedwait", 0, call_sigtimedwait, 0 },
	};

	sigemptyset(&usr2);
	sigaddset(&usr2, SIGUSR2);
	/* Linux masks are per thread: sigprocmask sets this thread's, which
	   the threads created after inherit. */
	CHECK_EQ(sigprocmask(SIG_BLOCK, &usr2, NULL), 0);
	t_run_block_cases(cases, sizeof cases / sizeof cases[0]);
	return 0;
}
