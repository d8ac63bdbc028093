/* A PTHREAD_PRIO_PROTECT mutex is never held without its ceiling: when the
   kernel refuses the boost (a real-time thread without CAP_SYS_NICE whose
   RLIMIT_RTPRIO is below the ceiling), lock, trylock and timedlock fail
   with EPERM, as in glibc; the mutex stays free and the thread's
   priority unchanged.  A ceiling equal to the thread's priority needs no
   boost and works; one below it is EINVAL.  Runs in a child that takes
   SCHED_FIFO 2, lowers RLIMIT_RTPRIO to 0 and, if root, becomes nobody. */
// test: cflags -pthread
#include <pthread.h>
#include <sched.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include "prio_protect_test.h"

static pthread_mutex_t m, same, low;

/* Each attempt in a thread of its own (inheriting SCHED_FIFO 2): glibc
   counts a refused boost as applied, so a second attempt in the same
   thread would test that, not the refusal. */
static void *lock_m(void *how)
{
	struct timespec t;
	long r;

	if (how == (void *)0) {
		r = pthread_mutex_lock(&m);
	} else if (how == (void *)1) {
		r = pthread_mutex_trylock(&m);
	} else if (how == (void *)2) {
		CHECK_EQ(clock_gettime(CLOCK_REALTIME, &t), 0);
		t.tv_sec += 5;
		r = pthread_mutex_timedlock(&m, &t);
	} else {
		CHECK_EQ(pthread_mutex_lock(&same), 0);
		check_sched(SCHED_FIFO, 2);
		r = pthread_mutex_lock(&m);
		CHECK_EQ(pthread_mutex_unlock(&same), 0);
	}
	check_sched(SCHED_FIFO, 2);
	return (void *)r;
}

static long in_thread(long how)
{
	pthread_t t;
	void *r;

	CHECK_EQ(pthread_create(&t, 0, lock_m, (void *)how), 0);
	CHECK_EQ(pthread_join(t, &r), 0);
	return (long)r;
}

static int child(void)
{
	struct sched_param p = { .sched_priority = 2 };
	struct rlimit rl = { 0, 0 };

	/* pthread_setschedparam: glibc's PP code sees only what it sets */
	if (pthread_setschedparam(pthread_self(), SCHED_FIFO, &p) != 0) {
		t_puts(2, "SCHED_FIFO not permitted\n");
		return 77;
	}
	CHECK_EQ(setrlimit(RLIMIT_RTPRIO, &rl), 0);
	if (geteuid() == 0) {
		CHECK_EQ(setgid(65534), 0);
		CHECK_EQ(setuid(65534), 0);
	}
	p.sched_priority = 3;
	if (sched_setparam(0, &p) == 0) {
		t_puts(2, "raising a real-time priority is still allowed: cannot test a refusal\n");
		return 77;
	}
	CHECK_EQ(errno, EPERM);
	check_sched(SCHED_FIFO, 2);

	pp_init(&m, 10);
	pp_init(&same, 2);
	pp_init(&low, 1);
	for (long how = 0; how < 4; how++)
		CHECK_EQ(in_thread(how), EPERM);

	CHECK_EQ(pthread_mutex_lock(&same), 0);
	check_sched(SCHED_FIFO, 2);
	CHECK_EQ(pthread_mutex_unlock(&same), 0);
	check_sched(SCHED_FIFO, 2);
	CHECK_EQ(pthread_mutex_lock(&low), EINVAL);
	check_sched(SCHED_FIFO, 2);
	return 0;
}

int main(void)
{
	int st;
	pid_t pid = fork();

	CHECK(pid >= 0);
	if (pid == 0)
		_exit(child());
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st));
	return WEXITSTATUS(st);
}
