/* C11 <threads.h>: thrd_create/join with the start function's int result
   and thrd_exit's, thrd_detach, thrd_current/thrd_equal, thrd_sleep
   (complete, and interrupted by a signal: -1 with the time remaining),
   thrd_yield; tss_create/get/set/delete with a destructor that runs at
   thread exit with the thread's value; call_once runs its function exactly
   once among racing threads. */
// test: cflags -pthread
// test: timeout 60
#define _GNU_SOURCE
#include <signal.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <threads.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

#define N 12

static thrd_t main_thrd;
static tss_t key, key_plain;
static int dtor_calls, dtor_sum;
static once_flag flag = ONCE_FLAG_INIT;
static int once_runs, once_done, once_late;
static int start_line;

static void dtor(void *v)
{
	__atomic_fetch_add(&dtor_calls, 1, __ATOMIC_RELAXED);
	__atomic_fetch_add(&dtor_sum, (int)(intptr_t)v, __ATOMIC_RELAXED);
	CHECK(tss_get(key) == NULL);
}

static void once_fn(void)
{
	__atomic_fetch_add(&once_runs, 1, __ATOMIC_RELAXED);
	thrd_yield();
	thrd_yield();
	__atomic_store_n(&once_done, 1, __ATOMIC_RELEASE);
}

static void finish(int id)
{
	thrd_exit(id * 10);
}

static int worker(void *arg)
{
	int id = (int)(intptr_t)arg;

	CHECK(!thrd_equal(thrd_current(), main_thrd));
	CHECK(thrd_equal(thrd_current(), thrd_current()));
	CHECK(tss_get(key) == NULL);
	CHECK(tss_get(key_plain) == NULL);
	CHECK_EQ(tss_set(key, (void *)(intptr_t)(id + 1)), thrd_success);
	CHECK_EQ(tss_set(key_plain, (void *)(intptr_t)(id + 100)), thrd_success);

	while (!__atomic_load_n(&start_line, __ATOMIC_ACQUIRE))
		thrd_yield();
	call_once(&flag, once_fn);
	if (!__atomic_load_n(&once_done, __ATOMIC_ACQUIRE))
		__atomic_fetch_add(&once_late, 1, __ATOMIC_RELAXED);

	CHECK_EQ((intptr_t)tss_get(key), id + 1);
	CHECK_EQ((intptr_t)tss_get(key_plain), id + 100);
	if (id % 3 == 0)
		finish(id);
	return id * 10;
}

static volatile sig_atomic_t got_signal;
static int sleeping_done;
static pid_t main_tid;

static void on_usr1(int sig)
{
	(void)sig;
	got_signal = 1;
}

static int poker(void *arg)
{
	(void)arg;
	struct timespec ms = { 0, 10000000 };
	while (!__atomic_load_n(&sleeping_done, __ATOMIC_ACQUIRE)) {
		syscall(SYS_tgkill, getpid(), main_tid, SIGUSR1);
		thrd_sleep(&ms, NULL);
	}
	return 0;
}

static tss_t key_del;
static int del_state, del_calls;

static void dtor_del(void *v)
{
	(void)v;
	__atomic_fetch_add(&del_calls, 1, __ATOMIC_RELAXED);
}

static int holds_deleted(void *arg)
{
	(void)arg;
	CHECK_EQ(tss_set(key_del, (void *)77), thrd_success);
	__atomic_store_n(&del_state, 1, __ATOMIC_RELEASE);
	while (__atomic_load_n(&del_state, __ATOMIC_ACQUIRE) != 2)
		thrd_yield();
	return 5;
}

static int detached_fn(void *arg)
{
	__atomic_store_n((int *)arg, 1, __ATOMIC_RELEASE);
	return 0;
}

int main(void)
{
	thrd_t t[N];
	int res;

	main_thrd = thrd_current();
	CHECK(thrd_equal(main_thrd, thrd_current()));
	CHECK_EQ(tss_create(&key, dtor), thrd_success);
	CHECK_EQ(tss_create(&key_plain, NULL), thrd_success);
	CHECK(tss_get(key) == NULL);
	CHECK_EQ(tss_set(key, (void *)1000), thrd_success);

	for (int i = 0; i < N; i++)
		CHECK_EQ(thrd_create(&t[i], worker, (void *)(intptr_t)i), thrd_success);
	__atomic_store_n(&start_line, 1, __ATOMIC_RELEASE);
	for (int i = 0; i < N; i++) {
		res = -1;
		CHECK_EQ(thrd_join(t[i], &res), thrd_success);
		CHECK_EQ(res, i * 10);
		CHECK(!thrd_equal(t[i], main_thrd));
	}
	CHECK_EQ(once_runs, 1);
	CHECK_EQ(once_late, 0);
	call_once(&flag, once_fn);
	CHECK_EQ(once_runs, 1);
	/* Destructors: once per thread, with its value (1 + ... + N). */
	CHECK_EQ(dtor_calls, N);
	CHECK_EQ(dtor_sum, N * (N + 1) / 2);
	CHECK_EQ((intptr_t)tss_get(key), 1000);

	/* A key deleted while a thread holds a value runs no destructor. */
	CHECK_EQ(tss_create(&key_del, dtor_del), thrd_success);
	CHECK_EQ(thrd_create(&t[0], holds_deleted, NULL), thrd_success);
	while (!__atomic_load_n(&del_state, __ATOMIC_ACQUIRE))
		thrd_yield();
	tss_delete(key_del);
	__atomic_store_n(&del_state, 2, __ATOMIC_RELEASE);
	CHECK_EQ(thrd_join(t[0], &res), thrd_success);
	CHECK_EQ(res, 5);
	CHECK_EQ(del_calls, 0);
	CHECK_EQ(dtor_calls, N);
	tss_delete(key);

	/* Detached thread runs. */
	static int ran;
	CHECK_EQ(thrd_create(&t[0], detached_fn, &ran), thrd_success);
	CHECK_EQ(thrd_detach(t[0]), thrd_success);
	while (!__atomic_load_n(&ran, __ATOMIC_ACQUIRE))
		thrd_yield();

	/* thrd_sleep: a short complete sleep returns 0. */
	struct timespec d = { 0, 1000000 }, rem = { 99, 0 };
	CHECK_EQ(thrd_sleep(&d, &rem), 0);
	CHECK_EQ(thrd_sleep(&d, NULL), 0);

	/* Interrupted by a signal: -1, and the remaining time is filled in:
	   most of the 30 s (it may exceed the request by the kernel's timer
	   slack when the signal comes at once). */
	struct sigaction sa = { 0 };
	sa.sa_handler = on_usr1;
	CHECK_EQ(sigaction(SIGUSR1, &sa, NULL), 0);
	main_tid = gettid();
	CHECK_EQ(thrd_create(&t[0], poker, NULL), thrd_success);
	d.tv_sec = 30;
	d.tv_nsec = 0;
	rem.tv_sec = rem.tv_nsec = 0;
	CHECK_EQ(thrd_sleep(&d, &rem), -1);
	CHECK_EQ(got_signal, 1);
	CHECK(rem.tv_sec >= 1 && rem.tv_sec <= 30);
	CHECK(rem.tv_nsec >= 0 && rem.tv_nsec < 1000000000);
	__atomic_store_n(&sleeping_done, 1, __ATOMIC_RELEASE);
	CHECK_EQ(thrd_join(t[0], &res), thrd_success);
	CHECK_EQ(res, 0);

	thrd_yield();
	tss_delete(key_plain);
	return 0;
}
