/* Uncontended lock/unlock pairs make no futex system call, in a process
   that has threads (so the atomic paths run), for a normal, a recursive
   and a process-shared mutex, and signalling/broadcasting a condvar
   nobody waits on makes none either: a child doing 100000 of each
   between two getppid markers is traced (syscall_trace.h: strace, or
   qemu-user's own log), and no futex call may appear between them.
   Skipped without strace. */
// test: weft-only
// test: timeout 60
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "syscall_trace.h"

static void *idle(void *arg)
{
	return arg;
}

static int work(void)
{
	pthread_mutex_t n = PTHREAD_MUTEX_INITIALIZER, r, s;
	pthread_cond_t c = PTHREAD_COND_INITIALIZER;
	pthread_mutexattr_t a;
	pthread_t t;

	/* threaded from here on; join the thread so that it is gone */
	CHECK_EQ(pthread_create(&t, 0, idle, 0), 0);
	CHECK_EQ(pthread_join(t, 0), 0);
	pthread_mutexattr_init(&a);
	pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
	pthread_mutex_init(&r, &a);
	pthread_mutexattr_settype(&a, PTHREAD_MUTEX_NORMAL);
	pthread_mutexattr_setpshared(&a, PTHREAD_PROCESS_SHARED);
	pthread_mutex_init(&s, &a);
	getppid();
	for (int i = 0; i < 100000; i++) {
		CHECK_EQ(pthread_mutex_lock(&n), 0);
		CHECK_EQ(pthread_cond_signal(&c), 0);
		CHECK_EQ(pthread_cond_broadcast(&c), 0);
		CHECK_EQ(pthread_mutex_unlock(&n), 0);
		CHECK_EQ(pthread_mutex_lock(&r), 0);
		CHECK_EQ(pthread_mutex_unlock(&r), 0);
		CHECK_EQ(pthread_mutex_trylock(&s), 0);
		CHECK_EQ(pthread_mutex_unlock(&s), 0);
	}
	getppid();
	return 0;
}

int main(int argc, char **argv)
{
	if (argc > 1 && !strcmp(argv[1], "child"))
		return work();
	CHECK_EQ(t_trace_self("child", "futex,getppid", "trace.txt"), 0);
	CHECK_EQ(t_sh("grep -c getppid trace.txt | grep -qx 2"), 0);
	/* the lines between the markers: none may be a futex call */
	CHECK_EQ(t_sh("sed -n '/getppid/,/getppid/p' trace.txt > between.txt; cat between.txt; "
		      "! grep -q futex between.txt"), 0);
	return 0;
}
