// test: cflags -pthread
// test: weft-only
/* A write lock taken before fork (as a pthread_atfork prepare handler
   does) is released by the child's one thread, which is the thread that
   forked, and by the parent; each side can then use the lock again.
   weft-only: glibc's child takes that unlock for a read unlock (the
   recorded tid is the parent's) and the lock stays write-locked. */
#include <pthread.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;

static void use(void)
{
	CHECK_EQ(pthread_rwlock_trywrlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_wrlock(&rw), EDEADLK);
	CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_tryrdlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_tryrdlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_trywrlock(&rw), EBUSY);
	CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_trywrlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
}

int main(void)
{
	int st;
	pid_t pid;

	CHECK_EQ(pthread_rwlock_wrlock(&rw), 0);
	pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
		use();
		_exit(0);
	}
	CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	use();
	return 0;
}
