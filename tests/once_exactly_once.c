/* pthread_once under races: 16 threads released together call
   pthread_once on 32 once objects each, in different orders, for 50 rounds
   with fresh objects.  Every init routine runs exactly once per round, and
   every caller returns only after it has completed (callers that lose the
   race wait).  An init routine may itself use another once object. */
// test: cflags -pthread
// test: timeout 120
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include "check.h"

#define THREADS 16
#define ONCES 32
#define ROUNDS 50

static pthread_once_t once[ONCES];
static int runs[ONCES], done[ONCES];
static pthread_once_t inner_once;
static int inner_runs, inner_done;
static int go, arrived, bad_order;

static void inner_init(void)
{
	__atomic_fetch_add(&inner_runs, 1, __ATOMIC_RELAXED);
	sched_yield();
	__atomic_store_n(&inner_done, 1, __ATOMIC_RELEASE);
}

static void body(int i)
{
	__atomic_fetch_add(&runs[i], 1, __ATOMIC_RELAXED);
	/* Widen the window in which other callers must wait. */
	for (int k = 0; k < 3; k++)
		sched_yield();
	if (i % 8 == 0) {
		CHECK_EQ(pthread_once(&inner_once, inner_init), 0);
		if (!__atomic_load_n(&inner_done, __ATOMIC_ACQUIRE))
			__atomic_fetch_add(&bad_order, 1, __ATOMIC_RELAXED);
	}
	__atomic_store_n(&done[i], 1, __ATOMIC_RELEASE);
}

/* One init routine per once object: init_G_K runs body(G * 8 + K). */
#define INIT(g, k) static void init_##g##_##k(void) { body((g) * 8 + (k)); }
#define INIT8(g) INIT(g, 0) INIT(g, 1) INIT(g, 2) INIT(g, 3) INIT(g, 4) INIT(g, 5) INIT(g, 6) INIT(g, 7)
INIT8(0) INIT8(1) INIT8(2) INIT8(3)
#define REF8(g) init_##g##_0, init_##g##_1, init_##g##_2, init_##g##_3, \
	init_##g##_4, init_##g##_5, init_##g##_6, init_##g##_7
static void (*const inits[ONCES])(void) = { REF8(0), REF8(1), REF8(2), REF8(3) };

static void *racer(void *arg)
{
	int id = (int)(uintptr_t)arg, round = 0;

	for (round = 1; round <= ROUNDS; round++) {
		/* Wait for this round's start. */
		while (__atomic_load_n(&go, __ATOMIC_ACQUIRE) < round)
			sched_yield();
		for (int j = 0; j < ONCES; j++) {
			int i = id % 2 ? (j * 7 + id) % ONCES : ONCES - 1 - (j + id) % ONCES;
			CHECK_EQ(pthread_once(&once[i], inits[i]), 0);
			if (!__atomic_load_n(&done[i], __ATOMIC_ACQUIRE))
				__atomic_fetch_add(&bad_order, 1, __ATOMIC_RELAXED);
		}
		/* Once done with them, repeat calls are no-ops. */
		CHECK_EQ(pthread_once(&once[id], inits[id]), 0);
		__atomic_fetch_add(&arrived, 1, __ATOMIC_ACQ_REL);
	}
	return NULL;
}

int main(void)
{
	pthread_t t[THREADS];
	pthread_once_t fresh = PTHREAD_ONCE_INIT;

	for (int i = 0; i < THREADS; i++)
		CHECK_EQ(pthread_create(&t[i], NULL, racer, (void *)(uintptr_t)i), 0);
	for (int round = 1; round <= ROUNDS; round++) {
		for (int i = 0; i < ONCES; i++) {
			once[i] = fresh;
			runs[i] = done[i] = 0;
		}
		inner_once = fresh;
		inner_runs = inner_done = 0;
		__atomic_store_n(&go, round, __ATOMIC_RELEASE);
		while (__atomic_load_n(&arrived, __ATOMIC_ACQUIRE) < round * THREADS)
			sched_yield();
		for (int i = 0; i < ONCES; i++) {
			if (runs[i] != 1)
				t_fail_eq(__FILE__, __LINE__, "init runs for once object", i, runs[i]);
			CHECK_EQ(done[i], 1);
		}
		CHECK_EQ(inner_runs, 1);
		CHECK_EQ(bad_order, 0);
	}
	for (int i = 0; i < THREADS; i++)
		CHECK_EQ(pthread_join(t[i], NULL), 0);
	return 0;
}
