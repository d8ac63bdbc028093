/* Thread-specific data: keys start NULL everywhere; values are per thread;
   destructors run at thread exit (return or pthread_exit) with the
   thread's value, the slot already NULL, never for NULL values, and are
   re-run while they set values again, for PTHREAD_DESTRUCTOR_ITERATIONS
   rounds at most; at least PTHREAD_KEYS_MAX keys exist, then EAGAIN; a key
   deleted while threads hold values runs no destructor, and keys created
   afterwards (reusing its slot) read NULL in every thread. */
// test: cflags -pthread
// test: timeout 60
#define _GNU_SOURCE
#include <limits.h>
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <unistd.h>
#include "check.h"

#define MAXKEYS (1 << 16)

static pthread_key_t k_plain, k_dtor, k_null, k_again, k_forever, k_deleted;
static int dtor_calls, dtor_bad_value, dtor_slot_not_null;
static int again_calls, forever_calls, deleted_calls;
static int gate[2], ready;

struct slot {
	int id;
	int seen;
};

static void dtor(void *v)
{
	struct slot *s = v;
	if (!s || s->seen)
		__atomic_fetch_add(&dtor_bad_value, 1, __ATOMIC_RELAXED);
	else
		s->seen = 1;
	if (pthread_getspecific(k_dtor) != NULL)
		__atomic_fetch_add(&dtor_slot_not_null, 1, __ATOMIC_RELAXED);
	__atomic_fetch_add(&dtor_calls, 1, __ATOMIC_RELAXED);
}

static void dtor_null_never(void *v)
{
	(void)v;
	t_fail(__FILE__, __LINE__, "destructor called for a NULL value");
}

/* Sets its value again twice: runs three times in all. */
static void dtor_again(void *v)
{
	int n = __atomic_add_fetch(&again_calls, 1, __ATOMIC_RELAXED);
	CHECK(pthread_getspecific(k_again) == NULL);
	CHECK_EQ((uintptr_t)v, n);
	if (n < 3)
		CHECK_EQ(pthread_setspecific(k_again, (void *)(uintptr_t)(n + 1)), 0);
}

/* Sets its value again every time: stopped after the last round. */
static void dtor_forever(void *v)
{
	CHECK(v != NULL);
	__atomic_fetch_add(&forever_calls, 1, __ATOMIC_RELAXED);
	CHECK_EQ(pthread_setspecific(k_forever, v), 0);
}

static void dtor_deleted(void *v)
{
	(void)v;
	__atomic_fetch_add(&deleted_calls, 1, __ATOMIC_RELAXED);
}

static void *values(void *arg)
{
	struct slot *s = arg;
	CHECK(pthread_getspecific(k_plain) == NULL);
	CHECK(pthread_getspecific(k_dtor) == NULL);
	CHECK_EQ(pthread_setspecific(k_plain, (void *)(uintptr_t)(s->id + 100)), 0);
	CHECK_EQ(pthread_setspecific(k_dtor, s), 0);
	CHECK_EQ(pthread_setspecific(k_null, (void *)1), 0);
	CHECK_EQ(pthread_setspecific(k_null, NULL), 0);
	sched_yield();
	CHECK_EQ((uintptr_t)pthread_getspecific(k_plain), s->id + 100);
	CHECK(pthread_getspecific(k_dtor) == s);
	if (s->id % 2)
		pthread_exit(s);
	return s;
}

static void *rerun(void *arg)
{
	(void)arg;
	CHECK_EQ(pthread_setspecific(k_again, (void *)1), 0);
	CHECK_EQ(pthread_setspecific(k_forever, (void *)2), 0);
	return NULL;
}

static pthread_key_t fill[MAXKEYS];

static void *holder(void *arg)
{
	char c;
	(void)arg;
	CHECK_EQ(pthread_setspecific(k_deleted, (void *)7), 0);
	__atomic_store_n(&ready, 1, __ATOMIC_RELEASE);
	CHECK_EQ(read(gate[0], &c, 1), 1);
	/* Every key created after the delete reads NULL here too. */
	for (int i = 0; fill[i]; i++)
		if (pthread_getspecific(fill[i] - 1) != NULL)
			t_fail_eq(__FILE__, __LINE__, "new key non-NULL in holder", i, 0);
	return NULL;
}

/* Creates keys until EAGAIN; returns how many. */
static int create_all(pthread_key_t *out)
{
	int n = 0, r;
	pthread_key_t k;
	while ((r = pthread_key_create(&k, NULL)) == 0) {
		CHECK(n < MAXKEYS - 1);
		out[n++] = k + 1;	/* stored +1 so that 0 ends the list */
	}
	CHECK_EQ(r, EAGAIN);
	out[n] = 0;
	return n;
}

int main(void)
{
	enum { N = 16 };
	static struct slot slots[N];
	pthread_t t[N];

	/* Key limit first, while nothing else is held. */
	int n = create_all(fill);
	CHECK(n >= PTHREAD_KEYS_MAX);
	for (int i = 0; i < n; i++)
		CHECK_EQ(pthread_key_delete(fill[i] - 1), 0);
	CHECK_EQ(create_all(fill), n);
	for (int i = 0; i < n; i++)
		CHECK_EQ(pthread_key_delete(fill[i] - 1), 0);
	fill[0] = 0;

	CHECK_EQ(pthread_key_create(&k_plain, NULL), 0);
	CHECK_EQ(pthread_key_create(&k_dtor, dtor), 0);
	CHECK_EQ(pthread_key_create(&k_null, dtor_null_never), 0);
	CHECK_EQ(pthread_key_create(&k_again, dtor_again), 0);
	CHECK_EQ(pthread_key_create(&k_forever, dtor_forever), 0);
	CHECK(k_plain != k_dtor && k_dtor != k_null && k_null != k_again);
	CHECK(pthread_getspecific(k_plain) == NULL);
	CHECK(pthread_getspecific(k_dtor) == NULL);

	/* Main's values. */
	CHECK_EQ(pthread_setspecific(k_plain, (void *)1), 0);
	CHECK_EQ((uintptr_t)pthread_getspecific(k_plain), 1);
	CHECK_EQ(pthread_setspecific(k_plain, (void *)2), 0);
	CHECK_EQ((uintptr_t)pthread_getspecific(k_plain), 2);

	/* Threads: own values, destructors with them at exit. */
	for (int i = 0; i < N; i++) {
		slots[i].id = i;
		CHECK_EQ(pthread_create(&t[i], NULL, values, &slots[i]), 0);
	}
	for (int i = 0; i < N; i++) {
		void *v;
		CHECK_EQ(pthread_join(t[i], &v), 0);
		CHECK(v == &slots[i]);
		CHECK_EQ(slots[i].seen, 1);
	}
	CHECK_EQ(dtor_calls, N);
	CHECK_EQ(dtor_bad_value, 0);
	CHECK_EQ(dtor_slot_not_null, 0);
	/* Main's own values untouched by the threads. */
	CHECK_EQ((uintptr_t)pthread_getspecific(k_plain), 2);
	CHECK(pthread_getspecific(k_dtor) == NULL);

	/* Destructors that set values again. */
	CHECK_EQ(pthread_create(&t[0], NULL, rerun, NULL), 0);
	CHECK_EQ(pthread_join(t[0], NULL), 0);
	CHECK_EQ(again_calls, 3);
	CHECK_EQ(forever_calls, PTHREAD_DESTRUCTOR_ITERATIONS);

	/* A key deleted while a thread holds a value. */
	CHECK_EQ(pthread_key_create(&k_deleted, dtor_deleted), 0);
	CHECK_EQ(pthread_setspecific(k_deleted, (void *)8), 0);
	CHECK_EQ(pipe(gate), 0);
	CHECK_EQ(pthread_create(&t[0], NULL, holder, NULL), 0);
	while (!__atomic_load_n(&ready, __ATOMIC_ACQUIRE))
		sched_yield();
	CHECK_EQ(pthread_key_delete(k_deleted), 0);
	/* Every key that can now be created (one reuses the slot) is NULL in
	   main, and in the holder once it looks. */
	n = create_all(fill);
	CHECK(n >= 1);
	for (int i = 0; i < n; i++)
		if (pthread_getspecific(fill[i] - 1) != NULL)
			t_fail_eq(__FILE__, __LINE__, "new key non-NULL in main", i, 0);
	char c = 'g';
	CHECK_EQ(write(gate[1], &c, 1), 1);
	CHECK_EQ(pthread_join(t[0], NULL), 0);
	CHECK_EQ(deleted_calls, 0);
	for (int i = 0; i < n; i++)
		CHECK_EQ(pthread_key_delete(fill[i] - 1), 0);

	CHECK_EQ(pthread_key_delete(k_plain), 0);
	CHECK_EQ(pthread_key_delete(k_dtor), 0);
	CHECK_EQ(pthread_key_delete(k_null), 0);
	return 0;
}
