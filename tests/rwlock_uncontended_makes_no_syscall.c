/* With a second thread having existed (so no single-threaded shortcut
   applies), uncontended rwlock, spin lock and one-thread barrier
   operations make no futex call: traced (syscall_trace.h: strace, or
   qemu-user's own log), nothing between two marker calls.  Skipped
   (exit 77) without a working strace. */
// test: cflags -pthread
// test: weft-only
#include <pthread.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "syscall_trace.h"

static void *nothing(void *arg)
{
	return arg;
}

static void child(void)
{
	pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
	pthread_spinlock_t sl;
	pthread_barrier_t b;
	struct timespec ts;
	pthread_t t;

	CHECK_EQ(pthread_create(&t, 0, nothing, 0), 0);
	CHECK_EQ(pthread_join(t, 0), 0);
	CHECK_EQ(pthread_spin_init(&sl, 0), 0);
	CHECK_EQ(pthread_barrier_init(&b, 0, 1), 0);
	clock_gettime(CLOCK_REALTIME, &ts);
	ts.tv_sec += 100;
	getppid();                      /* marker: start */
	for (int i = 0; i < 1000; i++) {
		CHECK_EQ(pthread_rwlock_rdlock(&rw), 0);
		CHECK_EQ(pthread_rwlock_tryrdlock(&rw), 0);
		CHECK_EQ(pthread_rwlock_timedrdlock(&rw, &ts), 0);
		CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
		CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
		CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
		CHECK_EQ(pthread_rwlock_wrlock(&rw), 0);
		CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
		CHECK_EQ(pthread_rwlock_trywrlock(&rw), 0);
		CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
		CHECK_EQ(pthread_rwlock_clockwrlock(&rw, CLOCK_MONOTONIC, &ts), 0);
		CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
		CHECK_EQ(pthread_spin_lock(&sl), 0);
		CHECK_EQ(pthread_spin_unlock(&sl), 0);
		CHECK_EQ(pthread_barrier_wait(&b), PTHREAD_BARRIER_SERIAL_THREAD);
	}
	CHECK_EQ(pthread_barrier_destroy(&b), 0);
	CHECK_EQ(pthread_rwlock_destroy(&rw), 0);
	getppid();                      /* marker: end */
}

int main(int argc, char **argv)
{
	int st;

	if (argc > 1 && !strcmp(argv[1], "child")) {
		child();
		return 0;
	}
	CHECK_EQ(t_trace_self("child", "futex,getppid", "trace.log"), 0);
	/* two markers, and no futex line between them */
	CHECK_EQ(t_sh("test $(grep -c getppid trace.log) -eq 2"), 0);
	st = t_sh("sed -n '/getppid/,/getppid/p' trace.log | grep -q futex");
	if (!st)
		t_sh("cat trace.log >&2");
	CHECK(st != 0);
	return 0;
}
