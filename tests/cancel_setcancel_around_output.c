/* The pattern of conformance-suite drivers: every report line is printed
   with cancellation disabled and the type set to deferred around it, the
   old state and type restored after, from several threads at once.  It
   builds, and the output is complete: every line once and whole.  One
   thread is cancelled while inside such a region: its line still comes
   out whole and the cancellation acts after the old state is back. */
// test: cflags -pthread
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include "cancel_test.h"

#define THREADS 4
#define LINES 50

static int in_region, may_leave;

static void report(int id, int line)
{
	int old_state, old_type, tmp;

	CHECK_EQ(pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &old_state), 0);
	CHECK_EQ(pthread_setcanceltype(PTHREAD_CANCEL_DEFERRED, &old_type), 0);
	if (id == THREADS) {
		__atomic_store_n(&in_region, 1, __ATOMIC_RELEASE);
		while (!__atomic_load_n(&may_leave, __ATOMIC_ACQUIRE))
			sched_yield();
	}
	printf("thread %d line %d: %s\n", id, line, "PASS");
	fflush(stdout);
	CHECK_EQ(pthread_setcanceltype(old_type, &tmp), 0);
	CHECK_EQ(tmp, PTHREAD_CANCEL_DEFERRED);
	CHECK_EQ(pthread_setcancelstate(old_state, &tmp), 0);
	CHECK_EQ(tmp, PTHREAD_CANCEL_DISABLE);
}

static void *worker(void *arg)
{
	int id = (int)(long)arg, old;

	if (id % 2)
		CHECK_EQ(pthread_setcanceltype(PTHREAD_CANCEL_ASYNCHRONOUS, &old), 0);
	for (int i = 0; i < LINES; i++)
		report(id, i);
	if (id % 2)
		CHECK_EQ(pthread_setcanceltype(PTHREAD_CANCEL_DEFERRED, &old), 0);
	return arg;
}

static void *cancelled_in_report(void *arg)
{
	report(THREADS, 0);
	pthread_testcancel();
	printf("not cancelled\n");
	return arg;
}

static int child(void)
{
	pthread_t t[THREADS], c;
	void *res;

	report(0, -1);
	CHECK_EQ(pthread_create(&c, NULL, cancelled_in_report, NULL), 0);
	for (long i = 0; i < THREADS; i++)
		CHECK_EQ(pthread_create(&t[i], NULL, worker, (void *)i), 0);
	while (!__atomic_load_n(&in_region, __ATOMIC_ACQUIRE))
		sched_yield();
	CHECK_EQ(pthread_cancel(c), 0);
	__atomic_store_n(&may_leave, 1, __ATOMIC_RELEASE);
	for (long i = 0; i < THREADS; i++) {
		CHECK_EQ(pthread_join(t[i], &res), 0);
		CHECK(res == (void *)i);
	}
	CHECK_EQ(pthread_join(c, &res), 0);
	CHECK(res == PTHREAD_CANCELED);
	report(0, LINES);
	return 0;
}

static char out[1 << 16];

int main(int argc, char **argv)
{
	char *args[] = { argv[0], "child", NULL };
	char *env[] = { NULL };
	char line[64];
	int st;

	if (argc > 1)
		return child();
	st = t_run_self(args, env, out, sizeof out, 0);
	CHECK(WIFEXITED(st));
	CHECK_EQ(WEXITSTATUS(st), 0);
	CHECK(strstr(out, "not cancelled") == NULL);
	CHECK(strncmp(out, "thread 0 line -1: PASS\n", 23) == 0);
	snprintf(line, sizeof line, "thread 0 line %d: PASS\n", LINES);
	CHECK(strlen(out) >= strlen(line));
	CHECK_STR(out + strlen(out) - strlen(line), line);
	for (int id = 0; id <= THREADS; id++) {
		for (int i = 0; i < (id == THREADS ? 1 : LINES); i++) {
			char *p;
			snprintf(line, sizeof line, "\nthread %d line %d: PASS\n", id, i);
			p = strstr(out, line);
			if (!p)
				t_puts(2, line);
			CHECK(p != NULL);
			CHECK(strstr(p + 1, line) == NULL);
		}
	}
	/* Every line whole: as many newlines as lines. */
	{
		int nl = 0;
		for (char *p = out; *p; p++)
			nl += *p == '\n';
		CHECK_EQ(nl, 2 + THREADS * LINES + 1);
	}
	return 0;
}
