/* pthread_mutex_destroy of a robust mutex the caller holds returns 0
   (glibc does; libc-test's pthread_robust checks it), also after the
   mutex was made consistent or became unrecoverable; a normal mutex held
   is EBUSY (glibc too).  In weft the destroyed mutex also leaves the
   thread's robust list: the memory, reused for a word that holds the
   thread's tid where the futex word was, is not touched by the kernel
   when the thread exits (weft-only part). */
// test: cflags -pthread
#define _GNU_SOURCE
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include "check.h"

static pthread_mutex_t *m;
static unsigned words[16];

static void *hold_destroy_reuse(void *arg)
{
	pthread_mutexattr_t a;
	(void)arg;
	CHECK_EQ(pthread_mutexattr_init(&a), 0);
	CHECK_EQ(pthread_mutexattr_setrobust(&a, PTHREAD_MUTEX_ROBUST), 0);
	CHECK_EQ(pthread_mutex_init(m, &a), 0);
	CHECK_EQ(pthread_mutex_lock(m), 0);
	CHECK_EQ(pthread_mutex_destroy(m), 0);
	/* The memory now holds something else that looks like our lock. */
	memset(m, 0, sizeof *m);
	*(unsigned *)m = (unsigned)syscall(SYS_gettid);
	memcpy(words, m, sizeof *m);
	return 0;
}

static void *die_holding(void *arg)
{
	CHECK_EQ(pthread_mutex_lock(arg), 0);
	return 0;
}

/* r, made robust with a, left locked by a thread that ended: the next
   lock reports the owner's death. */
static void orphan(pthread_mutex_t *r, pthread_mutexattr_t *a)
{
	pthread_t t;

	CHECK_EQ(pthread_mutex_init(r, a), 0);
	CHECK_EQ(pthread_create(&t, 0, die_holding, r), 0);
	CHECK_EQ(pthread_join(t, 0), 0);
	CHECK_EQ(pthread_mutex_lock(r), EOWNERDEAD);
}

int main(void)
{
	pthread_mutexattr_t a;
	pthread_mutex_t r, n = PTHREAD_MUTEX_INITIALIZER;
	pthread_t t;
	const char *mode = getenv("TEST_MODE");

	/* Normal, held: EBUSY. */
	CHECK_EQ(pthread_mutex_lock(&n), 0);
	CHECK_EQ(pthread_mutex_destroy(&n), EBUSY);
	CHECK_EQ(pthread_mutex_unlock(&n), 0);
	CHECK_EQ(pthread_mutex_destroy(&n), 0);

	/* Robust, held by us: 0. */
	CHECK_EQ(pthread_mutexattr_init(&a), 0);
	CHECK_EQ(pthread_mutexattr_setrobust(&a, PTHREAD_MUTEX_ROBUST), 0);
	CHECK_EQ(pthread_mutex_init(&r, &a), 0);
	CHECK_EQ(pthread_mutex_lock(&r), 0);
	CHECK_EQ(pthread_mutex_destroy(&r), 0);

	/* Orphaned, made consistent, relocked, destroyed held: 0. */
	orphan(&r, &a);
	CHECK_EQ(pthread_mutex_consistent(&r), 0);
	CHECK_EQ(pthread_mutex_unlock(&r), 0);
	CHECK_EQ(pthread_mutex_lock(&r), 0);
	CHECK_EQ(pthread_mutex_destroy(&r), 0);

	/* Orphaned and left unrecoverable: destroy is 0. */
	orphan(&r, &a);
	CHECK_EQ(pthread_mutex_unlock(&r), 0);
	CHECK_EQ(pthread_mutex_lock(&r), ENOTRECOVERABLE);
	CHECK_EQ(pthread_mutex_destroy(&r), 0);

	/* Destroyed while held in a thread that then exits: the memory's
	   new contents stay as written. */
	m = malloc(sizeof *m);
	CHECK(m != 0);
	CHECK_EQ(pthread_create(&t, 0, hold_destroy_reuse, 0), 0);
	CHECK_EQ(pthread_join(t, 0), 0);
	if (mode && !strcmp(mode, "weft"))
		CHECK(!memcmp(words, m, sizeof *m));
	free(m);
	return 0;
}
