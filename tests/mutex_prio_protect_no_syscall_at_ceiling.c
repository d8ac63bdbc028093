/* weft's priority-protect mutexes keep the thread's scheduling in its
   descriptor: a PP lock/unlock by a thread already at or above the
   ceiling makes no system call (a trace between getppid markers, from
   strace or qemu-user's own log, shows no sched_* call), with the thread at its own priority or boosted by
   another PP mutex it holds; a boost only counts its own priority against
   the ceiling (no EINVAL for a lower ceiling while boosted higher); the
   cache follows sched_setscheduler and pthread_setschedprio.  A thread
   that is not real-time is boosted to SCHED_FIFO (glibc instead fails
   such a lock with EINVAL), and when that boost is not permitted the lock
   fails with EPERM instead of being taken without its ceiling. */
// test: weft-only
// test: cflags -pthread
#include <pthread.h>
#include <sched.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include "prio_protect_test.h"
#include "syscall_trace.h"

/* Traced: the runs between the getppid markers must make no sched_* call. */
static int traced(void)
{
	struct sched_param p = { .sched_priority = 10 };
	pthread_mutex_t c10, c15, c20;

	if (pthread_setschedparam(pthread_self(), SCHED_FIFO, &p) != 0) {
		t_puts(2, "SCHED_FIFO not permitted\n");
		return 77;
	}
	pp_init(&c10, 10);
	pp_init(&c15, 15);
	pp_init(&c20, 20);
	/* the first PP lock may ask the kernel */
	CHECK_EQ(pthread_mutex_lock(&c10), 0);
	CHECK_EQ(pthread_mutex_unlock(&c10), 0);

	getppid();
	for (int i = 0; i < 100000; i++) {
		CHECK_EQ(pthread_mutex_lock(&c10), 0);
		CHECK_EQ(pthread_mutex_unlock(&c10), 0);
		CHECK_EQ(pthread_mutex_trylock(&c10), 0);
		CHECK_EQ(pthread_mutex_unlock(&c10), 0);
	}
	getppid();

	CHECK_EQ(pthread_mutex_lock(&c20), 0);
	getppid();
	for (int i = 0; i < 100000; i++) {
		CHECK_EQ(pthread_mutex_lock(&c15), 0);
		CHECK_EQ(pthread_mutex_lock(&c10), 0);
		CHECK_EQ(pthread_mutex_unlock(&c10), 0);
		CHECK_EQ(pthread_mutex_unlock(&c15), 0);
	}
	getppid();
	check_sched(SCHED_FIFO, 20);
	CHECK_EQ(pthread_mutex_unlock(&c20), 0);
	check_sched(SCHED_FIFO, 10);

	/* changes of the thread's own priority reach the cache */
	p.sched_priority = 30;
	CHECK_EQ(sched_setscheduler(0, SCHED_RR, &p), 0);
	CHECK_EQ(pthread_mutex_lock(&c20), EINVAL);
	CHECK_EQ(pthread_setschedprio(pthread_self(), 5), 0);
	CHECK_EQ(pthread_mutex_lock(&c20), 0);
	check_sched(SCHED_RR, 20);
	CHECK_EQ(pthread_mutex_unlock(&c20), 0);
	check_sched(SCHED_RR, 5);
	p.sched_priority = 0;
	CHECK_EQ(pthread_setschedparam(pthread_self(), SCHED_OTHER, &p), 0);
	CHECK_EQ(pthread_mutex_lock(&c15), 0);
	check_sched(SCHED_FIFO, 15);
	CHECK_EQ(pthread_mutex_unlock(&c15), 0);
	check_sched(SCHED_OTHER, 0);
	return 0;
}

/* Not real-time, and not allowed to become so. */
static int refused(void)
{
	struct sched_param p = { 0 };
	struct rlimit rl = { 0, 0 };
	pthread_mutex_t m;

	CHECK_EQ(sched_setscheduler(0, SCHED_OTHER, &p), 0);
	CHECK_EQ(setrlimit(RLIMIT_RTPRIO, &rl), 0);
	if (geteuid() == 0) {
		CHECK_EQ(setgid(65534), 0);
		CHECK_EQ(setuid(65534), 0);
	}
	p.sched_priority = 1;
	if (sched_setscheduler(0, SCHED_FIFO, &p) == 0) {
		t_puts(2, "SCHED_FIFO allowed without privilege: cannot test a refusal\n");
		return 77;
	}
	pp_init(&m, 1);
	CHECK_EQ(pthread_mutex_lock(&m), EPERM);
	CHECK_EQ(pthread_mutex_trylock(&m), EPERM);
	check_sched(SCHED_OTHER, 0);
	return 0;
}

int main(int argc, char **argv)
{
	int st, r;
	pid_t pid;

	if (argc > 1 && !strcmp(argv[1], "traced"))
		return traced();
	pid = fork();
	CHECK(pid >= 0);
	if (pid == 0)
		_exit(refused());
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st));
	if (WEXITSTATUS(st))
		return WEXITSTATUS(st);

	r = t_trace_self("traced", "getppid,sched_getscheduler,sched_getparam,sched_setparam,"
			 "sched_setscheduler", "trace.txt");
	if (r == 77)
		return 77;
	CHECK_EQ(r, 0);
	CHECK_EQ(t_sh("grep -c getppid trace.txt | grep -qx 4"), 0);
	/* odd-numbered runs of lines between markers: no sched_* call */
	CHECK_EQ(t_sh("cat trace.txt; awk '/getppid/ { n++; next } n % 2 && /sched_/ { bad++ } "
		      "END { exit bad > 0 }' trace.txt"), 0);
	return 0;
}
