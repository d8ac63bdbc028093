/* Functions that POSIX does not allow to be cancellation points do not
   act on a pending request: a thread cancels itself (deferred), calls
   them all and is still running; then pthread_testcancel acts. */
// test: cflags -pthread
#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include "cancel_test.h"

static int runs, reached, end_reached;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static pthread_key_t key;
static pthread_spinlock_t spin;
static void init(void) {}
static void *nothing(void *arg) { return arg; }

static void *body(void *arg)
{
	int old;
	char buf[64];
	void *p;
	sigset_t set;
	struct timespec ts;
	pthread_attr_t a;
	pthread_t t;

	(void)arg;
	pthread_cleanup_push(t_count_run, &runs);
	CHECK_EQ(pthread_cancel(pthread_self()), 0);

	CHECK_EQ(pthread_mutex_lock(&m), 0);
	CHECK_EQ(pthread_cond_signal(&cv), 0);
	CHECK_EQ(pthread_cond_broadcast(&cv), 0);
	CHECK_EQ(pthread_mutex_unlock(&m), 0);
	CHECK_EQ(pthread_mutex_trylock(&m), 0);
	CHECK_EQ(pthread_mutex_unlock(&m), 0);
	CHECK_EQ(pthread_rwlock_rdlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_wrlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	CHECK_EQ(pthread_spin_lock(&spin), 0);
	CHECK_EQ(pthread_spin_unlock(&spin), 0);
	CHECK_EQ(pthread_once(&once, init), 0);
	CHECK_EQ(pthread_setspecific(key, &key), 0);
	CHECK(pthread_getspecific(key) == &key);
	CHECK(pthread_equal(pthread_self(), pthread_self()));
	CHECK_EQ(pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &old), 0);
	CHECK_EQ(pthread_setcancelstate(PTHREAD_CANCEL_ENABLE, &old), 0);
	CHECK_EQ(pthread_setcanceltype(PTHREAD_CANCEL_DEFERRED, &old), 0);
	CHECK_EQ(pthread_attr_init(&a), 0);
	CHECK_EQ(pthread_attr_destroy(&a), 0);
	CHECK_EQ(pthread_create(&t, NULL, nothing, NULL), 0);
	CHECK_EQ(pthread_detach(t), 0);
	CHECK_EQ(sigemptyset(&set), 0);
	CHECK_EQ(sigprocmask(SIG_BLOCK, &set, NULL), 0);
	p = malloc(100);
	CHECK(p != NULL);
	p = realloc(p, 1000);
	CHECK(p != NULL);
	free(p);
	p = calloc(3, 7);
	CHECK(p != NULL);
	free(p);
	CHECK_EQ(strlen("cancel"), 6);
	memset(buf, 'x', sizeof buf);
	CHECK_EQ(snprintf(buf, sizeof buf, "%d-%s", 42, "x"), 4);
	CHECK_STR(buf, "42-x");
	CHECK(getpid() > 0);
	CHECK(t_tid() > 0);
	CHECK_EQ(clock_gettime(CLOCK_MONOTONIC, &ts), 0);
	CHECK(time(NULL) > 0);
	CHECK_EQ(sched_yield(), 0);
	CHECK(getenv("PATH") || 1);
	__atomic_store_n(&reached, 1, __ATOMIC_RELEASE);

	pthread_testcancel();
	end_reached = 1;
	pthread_cleanup_pop(0);
	return NULL;
}

int main(void)
{
	pthread_t t;
	void *res = NULL;

	CHECK_EQ(pthread_key_create(&key, NULL), 0);
	CHECK_EQ(pthread_spin_init(&spin, PTHREAD_PROCESS_PRIVATE), 0);
	CHECK_EQ(pthread_create(&t, NULL, body, NULL), 0);
	CHECK_EQ(pthread_join(t, &res), 0);
	CHECK(res == PTHREAD_CANCELED);
	CHECK_EQ(reached, 1);
	CHECK_EQ(end_reached, 0);
	CHECK_EQ(runs, 1);
	return 0;
}
