// test: cflags -pthread
/* rwlock attributes: defaults, get/set of pshared and kind, EINVAL for
   bad values; the static initialisers and init with each kind work. */
#define _GNU_SOURCE
#include <pthread.h>
#include "check.h"

int main(void)
{
	pthread_rwlockattr_t a;
	int v;

	CHECK_EQ(pthread_rwlockattr_init(&a), 0);
	CHECK_EQ(pthread_rwlockattr_getpshared(&a, &v), 0);
	CHECK_EQ(v, PTHREAD_PROCESS_PRIVATE);
	CHECK_EQ(pthread_rwlockattr_getkind_np(&a, &v), 0);
	CHECK_EQ(v, PTHREAD_RWLOCK_PREFER_READER_NP);
	CHECK_EQ(PTHREAD_RWLOCK_DEFAULT_NP, PTHREAD_RWLOCK_PREFER_READER_NP);

	CHECK_EQ(pthread_rwlockattr_setpshared(&a, PTHREAD_PROCESS_SHARED), 0);
	CHECK_EQ(pthread_rwlockattr_getpshared(&a, &v), 0);
	CHECK_EQ(v, PTHREAD_PROCESS_SHARED);
	CHECK_EQ(pthread_rwlockattr_setpshared(&a, 7), EINVAL);
	CHECK_EQ(pthread_rwlockattr_getpshared(&a, &v), 0);
	CHECK_EQ(v, PTHREAD_PROCESS_SHARED);

	int kinds[] = { PTHREAD_RWLOCK_PREFER_READER_NP, PTHREAD_RWLOCK_PREFER_WRITER_NP,
			PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP };
	for (int i = 0; i < 3; i++) {
		pthread_rwlock_t rw;
		CHECK_EQ(pthread_rwlockattr_setkind_np(&a, kinds[i]), 0);
		CHECK_EQ(pthread_rwlockattr_getkind_np(&a, &v), 0);
		CHECK_EQ(v, kinds[i]);
		CHECK_EQ(pthread_rwlock_init(&rw, &a), 0);
		CHECK_EQ(pthread_rwlock_rdlock(&rw), 0);
		CHECK_EQ(pthread_rwlock_rdlock(&rw), 0);
		CHECK_EQ(pthread_rwlock_trywrlock(&rw), EBUSY);
		CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
		CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
		CHECK_EQ(pthread_rwlock_wrlock(&rw), 0);
		CHECK_EQ(pthread_rwlock_tryrdlock(&rw), EBUSY);
		CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
		CHECK_EQ(pthread_rwlock_destroy(&rw), 0);
	}
	CHECK_EQ(pthread_rwlockattr_setkind_np(&a, 3), EINVAL);
	CHECK_EQ(pthread_rwlockattr_setkind_np(&a, -1), EINVAL);
	CHECK_EQ(pthread_rwlockattr_getkind_np(&a, &v), 0);
	CHECK_EQ(v, PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP);
	CHECK_EQ(pthread_rwlockattr_destroy(&a), 0);

	pthread_rwlock_t s1 = PTHREAD_RWLOCK_INITIALIZER;
	pthread_rwlock_t s2 = PTHREAD_RWLOCK_WRITER_NONRECURSIVE_INITIALIZER_NP;
	pthread_rwlock_t *locks[] = { &s1, &s2 };
	for (int i = 0; i < 2; i++) {
		CHECK_EQ(pthread_rwlock_tryrdlock(locks[i]), 0);
		CHECK_EQ(pthread_rwlock_unlock(locks[i]), 0);
		CHECK_EQ(pthread_rwlock_trywrlock(locks[i]), 0);
		CHECK_EQ(pthread_rwlock_unlock(locks[i]), 0);
	}
	/* init with no attributes equals the static initialiser */
	pthread_rwlock_t d;
	CHECK_EQ(pthread_rwlock_init(&d, 0), 0);
	CHECK_EQ(pthread_rwlock_wrlock(&d), 0);
	CHECK_EQ(pthread_rwlock_unlock(&d), 0);
	CHECK_EQ(pthread_rwlock_destroy(&d), 0);
	return 0;
}
