/* A signal sent to the process (kill(getpid())) while every thread
   blocks it is taken by whichever thread waits for it, whether that
   thread uses sigwait, sigwaitinfo or sigtimedwait; the other threads,
   which block it and do not wait, never see it.  Several busy threads
   are present each time. */
// test: cflags -pthread
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "check.h"

static sigset_t set;
static volatile int stop;
static volatile pid_t waiter_tid;

static void *busy(void *p)
{
	(void)p;
	while (!__atomic_load_n(&stop, __ATOMIC_SEQ_CST))
		usleep(200);
	return 0;
}

static void *waiter(void *p)
{
	int how = (int)(long)p, sig = 0;
	siginfo_t si;
	struct timespec ts = { 20, 0 };

	__atomic_store_n(&waiter_tid, (pid_t)syscall(SYS_gettid), __ATOMIC_SEQ_CST);
	switch (how) {
	case 0:
		CHECK_EQ(sigwait(&set, &sig), 0);
		break;
	case 1:
		sig = sigwaitinfo(&set, &si);
		CHECK_EQ(si.si_code, SI_USER);
		CHECK_EQ(si.si_pid, getpid());
		break;
	default:
		sig = sigtimedwait(&set, &si, &ts);
		CHECK_EQ(si.si_code, SI_USER);
		break;
	}
	CHECK_EQ(sig, SIGUSR1);
	return 0;
}

static int waiting(pid_t tid)
{
	/* The waiter is asleep in the kernel: its state is S. */
	char path[64], buf[256];
	char *p;
	snprintf(path, sizeof path, "/proc/self/task/%d/stat", (int)tid);
	if (t_read_file(path, buf, sizeof buf) <= 0)
		return 0;
	p = strrchr(buf, ')');
	return p && p[1] == ' ' && p[2] == 'S';
}

int main(void)
{
	pthread_t b[3], w;

	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	CHECK_EQ(pthread_sigmask(SIG_BLOCK, &set, 0), 0);
	for (int i = 0; i < 3; i++)
		CHECK_EQ(pthread_create(&b[i], 0, busy, 0), 0);
	for (int how = 0; how < 3; how++) {
		waiter_tid = 0;
		CHECK_EQ(pthread_create(&w, 0, waiter, (void *)(long)how), 0);
		/* Either order works (a pending process signal is taken at
		   once); waiting first makes the wake-up path the one tested
		   most of the time. */
		while (!__atomic_load_n(&waiter_tid, __ATOMIC_SEQ_CST))
			usleep(100);
		for (int i = 0; i < 1000 && !waiting(waiter_tid); i++)
			usleep(100);
		CHECK_EQ(kill(getpid(), SIGUSR1), 0);
		CHECK_EQ(pthread_join(w, 0), 0);
	}
	stop = 1;
	for (int i = 0; i < 3; i++)
		CHECK_EQ(pthread_join(b[i], 0), 0);
	sigset_t pend;
	CHECK_EQ(sigpending(&pend), 0);
	CHECK_EQ(sigismember(&pend, SIGUSR1), 0);
	return 0;
}
