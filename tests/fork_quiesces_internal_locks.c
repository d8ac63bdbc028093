/* fork while other threads keep the library's internal locks busy: one
   thread loops in setenv, one in tzset/localtime, one in random, one in
   atexit, one in malloc/free, one in fprintf to a stream, one creating
   and joining threads and thread-specific-data keys, one reading a
   directory.  Each of 1,000 children then uses all of them itself and
   exits with exit(0): a lock left held by a thread that does not exist
   in the child would hang it (the alarm turns a hang into a signal).
   weft-only: glibc 2.36 leaves setenv's lock held in such a child (seen
   here: the child hangs in setenv), see docs/fork.md. */
// test: cflags -pthread
// test: timeout 120
// test: weft-only
#define _GNU_SOURCE
#include <dirent.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

#define FORKS 1000

static volatile int stop;

/* The loops pause now and then: on a 2-CPU machine, eight threads that
   never sleep would make every fork wait for preempted lock holders, and
   the lock-held windows are hit often enough anyway. */
static void pace(unsigned n)
{
	if (n % 8 == 0)
		nanosleep(&(struct timespec){ 0, 20000 }, 0);
}

static void *env_loop(void *arg)
{
	static const char *const values[] = { "one", "two", "three", "four" };
	unsigned i = 0;

	(void)arg;
	/* Overwriting an existing variable only: glibc's getenv (which
	   localtime uses) is not safe against an environment array that
	   grows under it. */
	while (!stop) {
		CHECK_EQ(setenv("WEFT_FORK_STRESS", values[i++ % 4], 1), 0);
		pace(i);
	}
	return 0;
}

static void *tz_loop(void *arg)
{
	time_t t = 1700000000;
	struct tm tm;
	unsigned n = 0;

	(void)arg;
	while (!stop) {
		tzset();
		CHECK(localtime_r(&t, &tm) != 0);
		t += 3600;
		pace(++n);
	}
	return 0;
}

static void *random_loop(void *arg)
{
	unsigned n = 0;

	(void)arg;
	while (!stop) {
		if (++n % 64 == 0)
			srandom(n);
		random();
		pace(n);
	}
	return 0;
}

static void at_exit_noop(void)
{
}

static void *atexit_loop(void *arg)
{
	(void)arg;
	/* Slow and bounded: every handler runs again in every child's
	   exit, and thousands would make the children slow. */
	for (unsigned n = 1; !stop && n < 4000; n++) {
		CHECK_EQ(atexit(at_exit_noop), 0);
		nanosleep(&(struct timespec){ 0, 1000000 }, 0);
	}
	return 0;
}

static void *malloc_loop(void *arg)
{
	void *p[16] = { 0 };
	unsigned n = 0;

	(void)arg;
	while (!stop) {
		unsigned k = n++ % 16;
		free(p[k]);
		p[k] = malloc(16 + (n * 37) % 4000);
		CHECK(p[k] != 0);
		pace(n);
	}
	for (int k = 0; k < 16; k++)
		free(p[k]);
	return 0;
}

static void *printf_loop(void *arg)
{
	FILE *f = fopen("/dev/null", "w");
	unsigned n = 0;

	(void)arg;
	CHECK(f != 0);
	while (!stop) {
		CHECK(fprintf(f, "line %u of %s\n", n++, "text") > 0);
		if (n % 32 == 0)
			CHECK_EQ(fflush(f), 0);
		pace(n);
	}
	CHECK_EQ(fclose(f), 0);
	return 0;
}

static void *nothing(void *arg)
{
	return arg;
}

static void *thread_loop(void *arg)
{
	pthread_key_t k;
	pthread_t t;
	void *v;
	unsigned n = 0;

	(void)arg;
	while (!stop) {
		pace(n += 4);
		CHECK_EQ(pthread_key_create(&k, 0), 0);
		CHECK_EQ(pthread_setspecific(k, &k), 0);
		CHECK_EQ(pthread_create(&t, 0, nothing, &k), 0);
		CHECK_EQ(pthread_join(t, &v), 0);
		CHECK(v == &k);
		CHECK_EQ(pthread_key_delete(k), 0);
	}
	return 0;
}

static int count_entries(const char *path)
{
	DIR *d = opendir(path);
	int n = 0;

	CHECK(d != 0);
	while (readdir(d))
		n++;
	rewinddir(d);
	while (readdir(d))
		n--;
	CHECK_EQ(closedir(d), 0);
	return n;
}

static void *dir_loop(void *arg)
{
	unsigned n = 0;
	DIR *d;
	int k;

	(void)arg;
	if (!t_under_qemu()) {
		while (!stop) {
			CHECK_EQ(count_entries("/"), 0);
			pace(n += 4);
		}
		return 0;
	}
	/* qemu-user (7.2) translates a path under a mutex of its own that
	   its fork does not take: a child forked while this thread was in
	   openat hangs in qemu before it runs a guest instruction.  So under
	   qemu the loop reads one stream over and over instead. */
	d = opendir("/");
	CHECK(d != 0);
	while (!stop) {
		for (k = 0; readdir(d); k++)
			;
		CHECK(k > 2);
		rewinddir(d);
		pace(n += 4);
	}
	CHECK_EQ(closedir(d), 0);
	return 0;
}

static void child(void)
{
	struct tm tm;
	time_t t = 0;
	pthread_key_t k;
	pthread_t th;
	FILE *f;
	char *p;
	void *v;

	alarm(20);
	CHECK_EQ(setenv("WEFT_FORK_CHILD", "yes", 1), 0);
	CHECK_STR(getenv("WEFT_FORK_CHILD"), "yes");
	CHECK_EQ(setenv("WEFT_FORK_STRESS", "child", 1), 0);
	CHECK_STR(getenv("WEFT_FORK_STRESS"), "child");
	tzset();
	CHECK(localtime_r(&t, &tm) != 0);
	CHECK_EQ(tm.tm_year, 70);
	srandom(7);
	random();
	CHECK_EQ(atexit(at_exit_noop), 0);
	p = malloc(100000);
	CHECK(p != 0);
	memset(p, 1, 100000);
	free(p);
	p = malloc(24);
	CHECK(p != 0);
	free(p);
	f = fopen("/dev/null", "w");
	CHECK(f != 0);
	CHECK(fprintf(f, "child %d\n", (int)getpid()) > 0);
	CHECK_EQ(fflush(f), 0);
	CHECK_EQ(fclose(f), 0);
	CHECK_EQ(pthread_key_create(&k, 0), 0);
	/* (qemu-user asserts when the fork child of a threaded program
	   creates a thread) */
	if (!t_under_qemu()) {
		CHECK_EQ(pthread_create(&th, 0, nothing, &k), 0);
		CHECK_EQ(pthread_join(th, &v), 0);
		CHECK(v == &k);
	}
	CHECK_EQ(pthread_key_delete(k), 0);
	CHECK_EQ(count_entries("/"), 0);
	exit(0);
}

/* Natively every child must exit with 0.  qemu-user (7.2) is not fork
   safe itself: a child forked while another thread was inside qemu,
   translating code (glib's slice allocator lock) or a path (its path
   lock), hangs in qemu before it runs a guest instruction, where no
   signal reaches it.  Under qemu a child that has not finished after
   30 s is killed and not counted; the others must exit with 0, and most
   must finish (a hang of weft's own would hang every child). */
static int reap(pid_t pid)
{
	int st;

	if (!t_under_qemu()) {
		CHECK_CHILD_OK(pid);
		return 1;
	}
	for (int ms = 0; ms < 30000; ms += 10) {
		pid_t r = waitpid(pid, &st, WNOHANG);
		CHECK(r >= 0);
		if (r == pid) {
			CHECK(WIFEXITED(st));
			CHECK_EQ(WEXITSTATUS(st), 0);
			return 1;
		}
		nanosleep(&(struct timespec){ 0, 10000000 }, 0);
	}
	t_puts(2, "a child hung inside qemu: killed, not counted\n");
	CHECK_EQ(kill(pid, SIGKILL), 0);
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	return 0;
}

int main(void)
{
	void *(*const loops[])(void *) = {
		env_loop, tz_loop, random_loop, atexit_loop, malloc_loop,
		printf_loop, thread_loop, dir_loop,
	};
	enum { N = sizeof loops / sizeof loops[0] };
	pthread_t t[N];
	pid_t pid;
	int done = 0;

	CHECK_EQ(setenv("WEFT_FORK_STRESS", "start", 1), 0);
	CHECK_EQ(setenv("TZ", "CET-1CEST,M3.5.0,M10.5.0/3", 1), 0);
	for (int i = 0; i < N; i++)
		CHECK_EQ(pthread_create(&t[i], 0, loops[i], 0), 0);
	/* emulated, a fork with eight threads running is slow: fewer (a
	   hundred took 35 s of CPU under qemu-aarch64) */
	int forks = t_under_qemu() ? FORKS / 40 : FORKS;
	for (int i = 0; i < forks; i++) {
		pid = fork();
		CHECK(pid >= 0);
		if (pid == 0)
			child();
		done += reap(pid);
	}
	CHECK(done > forks / 2);
	stop = 1;
	for (int i = 0; i < N; i++)
		CHECK_EQ(pthread_join(t[i], 0), 0);
	return 0;
}
