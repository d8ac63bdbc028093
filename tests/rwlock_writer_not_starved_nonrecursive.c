// test: cflags -pthread
// test: timeout 60
/* PREFER_WRITER_NONRECURSIVE_NP: a waiting writer blocks new readers, so a
   continuous stream of readers cannot starve it. */
#define _GNU_SOURCE
#include "rwlock_writer_not_starved.h"

int main(void)
{
	pthread_rwlockattr_t a;

	CHECK_EQ(pthread_rwlockattr_init(&a), 0);
	CHECK_EQ(pthread_rwlockattr_setkind_np(&a, PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP), 0);
	writer_gets_in(&a);
	return 0;
}
