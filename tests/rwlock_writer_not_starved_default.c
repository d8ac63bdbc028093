// test: cflags -pthread
// test: timeout 60
// test: weft-only
/* weft's default kind (and PREFER_WRITER_NP) also keep new readers out
   while a writer waits, unless the reader already holds a read lock
   (docs/rwlock.md); glibc's default prefers readers and may starve it. */
#define _GNU_SOURCE
#include "rwlock_writer_not_starved.h"

int main(void)
{
	pthread_rwlockattr_t a;

	writer_gets_in(0);
	CHECK_EQ(pthread_rwlockattr_init(&a), 0);
	CHECK_EQ(pthread_rwlockattr_setkind_np(&a, PTHREAD_RWLOCK_PREFER_WRITER_NP), 0);
	writer_gets_in(&a);
	return 0;
}
