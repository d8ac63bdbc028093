/* Values travel from a thread to its joiner: the start routine's return
   value and the argument of pthread_exit both reach pthread_join; many
   threads each get their own argument back; pthread_self is stable and
   pthread_equal tells threads apart; a thread's kernel id differs from the
   process id, which main's id equals. */
// test: cflags -pthread
#define _GNU_SOURCE
#include <pthread.h>
#include <stdint.h>
#include <unistd.h>
#include "check.h"

#define N 64

static pthread_t main_self;

struct info {
	pthread_t self;
	pid_t tid, pid;
	int equal_main;
};

static void *ret_arg(void *arg)
{
	return (void *)((uintptr_t)arg * 3 + 1);
}

static void deeper(void *v)
{
	pthread_exit(v);
}

static void *exits(void *arg)
{
	deeper((void *)((uintptr_t)arg + 1000));
	return (void *)1;  /* never reached */
}

static void *who(void *arg)
{
	struct info *in = arg;
	in->self = pthread_self();
	CHECK(pthread_equal(in->self, pthread_self()));
	in->tid = gettid();
	in->pid = getpid();
	in->equal_main = pthread_equal(in->self, main_self) != 0;
	return arg;
}

static int ready[2], go[2];

static void *who_wait(void *arg)
{
	char c = 1;
	who(arg);
	CHECK_EQ(write(ready[1], &c, 1), 1);
	CHECK_EQ(read(go[0], &c, 1), 1);
	return arg;
}

static void *null_ret(void *arg)
{
	(void)arg;
	return NULL;
}

int main(void)
{
	pthread_t t[N];
	void *v;

	main_self = pthread_self();
	CHECK(pthread_equal(main_self, pthread_self()));
	CHECK_EQ(gettid(), getpid());

	/* Return value of the start routine. */
	CHECK_EQ(pthread_create(&t[0], NULL, ret_arg, (void *)7), 0);
	v = (void *)0xdead;
	CHECK_EQ(pthread_join(t[0], &v), 0);
	CHECK_EQ((uintptr_t)v, 22);

	/* pthread_exit from a nested call. */
	CHECK_EQ(pthread_create(&t[0], NULL, exits, (void *)5), 0);
	CHECK_EQ(pthread_join(t[0], &v), 0);
	CHECK_EQ((uintptr_t)v, 1005);

	/* A NULL value pointer to join is allowed; a NULL result arrives. */
	CHECK_EQ(pthread_create(&t[0], NULL, ret_arg, (void *)1), 0);
	CHECK_EQ(pthread_join(t[0], NULL), 0);
	CHECK_EQ(pthread_create(&t[0], NULL, null_ret, NULL), 0);
	v = (void *)0xdead;
	CHECK_EQ(pthread_join(t[0], &v), 0);
	CHECK(v == NULL);

	/* Many threads at once, each with its own argument; alternate the
	   two ways of ending, join in reverse order. */
	for (uintptr_t i = 0; i < N; i++)
		CHECK_EQ(pthread_create(&t[i], NULL, i % 2 ? exits : ret_arg, (void *)i), 0);
	for (int i = N - 1; i >= 0; i--) {
		CHECK_EQ(pthread_join(t[i], &v), 0);
		CHECK_EQ((uintptr_t)v, i % 2 ? (uintptr_t)i + 1000 : (uintptr_t)i * 3 + 1);
	}

	/* Identity: pthread_self in the thread equals the id create gave;
	   ids of live threads differ from each other and from main. */
	static struct info in[N];
	for (int i = 0; i < N; i++)
		CHECK_EQ(pthread_create(&t[i], NULL, who, &in[i]), 0);
	for (int i = 0; i < N; i++) {
		CHECK_EQ(pthread_join(t[i], &v), 0);
		CHECK(v == &in[i]);
		CHECK(pthread_equal(in[i].self, t[i]));
		CHECK(!pthread_equal(t[i], main_self));
		CHECK_EQ(in[i].equal_main, 0);
		CHECK_EQ(in[i].pid, getpid());
		CHECK(in[i].tid > 0);
		CHECK(in[i].tid != getpid());
	}
	/* Threads alive at the same time have distinct ids and tids: each
	   records itself, reports on a pipe and waits for main's go-ahead. */
	CHECK_EQ(pipe(ready), 0);
	CHECK_EQ(pipe(go), 0);
	for (int i = 0; i < N; i++)
		CHECK_EQ(pthread_create(&t[i], NULL, who_wait, &in[i]), 0);
	for (int i = 0; i < N; i++) {
		char c;
		CHECK_EQ(read(ready[0], &c, 1), 1);
	}
	for (int i = 0; i < N; i++)
		for (int j = i + 1; j < N; j++) {
			CHECK(in[i].tid != in[j].tid);
			CHECK(!pthread_equal(in[i].self, in[j].self));
		}
	static char bytes[N];
	CHECK_EQ(write(go[1], bytes, N), N);
	for (int i = 0; i < N; i++) {
		CHECK_EQ(pthread_join(t[i], &v), 0);
		CHECK(v == &in[i]);
		CHECK(pthread_equal(in[i].self, t[i]));
		CHECK(in[i].tid != getpid());
	}
	CHECK_EQ(gettid(), getpid());
	return 0;
}
