/* PTHREAD_PRIO_INHERIT: a SCHED_FIFO 1 thread holds the mutex; when a
   SCHED_FIFO 20 thread blocks on it, the holder's effective priority (the
   "prio" field of /proc/self/task/<tid>/stat: -1 - rt_priority) becomes
   the waiter's, and drops back after the unlock.  Skipped when SCHED_FIFO
   is not permitted. */
// test: cflags -pthread
// test: timeout 60
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "check.h"

static pthread_mutex_t m;
static volatile int holder_tid, locked, waiter_started, waiter_done;

static int set_fifo(int prio)
{
	struct sched_param p = { .sched_priority = prio };
	return sched_setscheduler(0, SCHED_FIFO, &p) ? errno : 0;
}

/* Field 18 of /proc/self/task/<tid>/stat (after the ")" of the name). */
static int eff_prio(int tid)
{
	char path[64], buf[512], *p;
	int field = 3;	/* p is at the space before field 3 */
	long v;

	snprintf(path, sizeof path, "/proc/self/task/%d/stat", tid);
	CHECK_GT(t_read_file(path, buf, sizeof buf), 0);
	p = strrchr(buf, ')');
	CHECK(p);
	p++;
	while (field < 18) {
		p = strchr(p + 1, ' ');
		CHECK(p);
		field++;
	}
	CHECK(sscanf(p, " %ld", &v) == 1);
	return (int)v;
}

static void *holder(void *arg)
{
	(void)arg;
	CHECK_EQ(set_fifo(1), 0);
	holder_tid = (int)syscall(SYS_gettid);
	CHECK_EQ(pthread_mutex_lock(&m), 0);
	locked = 1;
	while (!waiter_started)
		usleep(1000);
	/* boosted once the waiter blocks */
	int ok = 0;
	for (int i = 0; i < 2000 && !ok; i++) {
		ok = eff_prio(holder_tid) == -21;
		if (!ok)
			usleep(1000);
	}
	CHECK(ok);
	CHECK_EQ(pthread_mutex_unlock(&m), 0);
	CHECK_EQ(eff_prio(holder_tid), -2);
	return 0;
}

static void *waiter(void *arg)
{
	(void)arg;
	CHECK_EQ(set_fifo(20), 0);
	waiter_started = 1;
	CHECK_EQ(pthread_mutex_lock(&m), 0);
	waiter_done = 1;
	CHECK_EQ(pthread_mutex_unlock(&m), 0);
	return 0;
}

int main(void)
{
	pthread_mutexattr_t a;
	pthread_t h, w;
	int e = set_fifo(1);

	if (e) {
		CHECK_EQ(e, EPERM);
		t_skip("SCHED_FIFO not permitted (EPERM)");
	}
	struct sched_param p = { 0 };
	CHECK_EQ(sched_setscheduler(0, SCHED_OTHER, &p), 0);
	CHECK_EQ(pthread_mutexattr_init(&a), 0);
	CHECK_EQ(pthread_mutexattr_setprotocol(&a, PTHREAD_PRIO_INHERIT), 0);
	CHECK_EQ(pthread_mutex_init(&m, &a), 0);
	CHECK_EQ(pthread_create(&h, 0, holder, 0), 0);
	while (!locked)
		usleep(1000);
	CHECK_EQ(pthread_create(&w, 0, waiter, 0), 0);
	CHECK_EQ(pthread_join(h, 0), 0);
	CHECK_EQ(pthread_join(w, 0), 0);
	CHECK(waiter_done);
	return 0;
}
