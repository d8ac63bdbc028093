// test: cflags -pthread
// test: timeout 60
// test: weft-only
/* The pthread_atfork pattern with waiters: the forking thread holds the
   write lock while another thread waits to read and a third to write;
   the child (only the forking thread) releases the lock and must then be
   able to read and write it.  The waiters' registrations were copied into
   the child without the threads: they must neither take the lock when it
   is released (readers are handed the lock by a write unlock) nor keep
   readers out.  weft-only: glibc's child cannot release a write lock
   taken before the fork (see rwlock_fork_child_releases_write_lock). */
#include <pthread.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;

static void *reader(void *arg)
{
	(void)arg;
	CHECK_EQ(pthread_rwlock_rdlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	return 0;
}

static void *writer(void *arg)
{
	(void)arg;
	CHECK_EQ(pthread_rwlock_wrlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	return 0;
}

static void use(void)
{
	CHECK_EQ(pthread_rwlock_tryrdlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_rdlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_trywrlock(&rw), EBUSY);
	CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_trywrlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_wrlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
	CHECK_EQ(pthread_rwlock_destroy(&rw), 0);
}

int main(void)
{
	pthread_t r, w;
	int st;
	pid_t pid;

	for (int order = 0; order < 2; order++) {
		CHECK_EQ(pthread_rwlock_wrlock(&rw), 0);
		/* a reader and a writer wait; which registers first varies */
		CHECK_EQ(pthread_create(&r, 0, order ? writer : reader, 0), 0);
		usleep(100000);
		CHECK_EQ(pthread_create(&w, 0, order ? reader : writer, 0), 0);
		usleep(200000);         /* both now blocked on our write lock */
		pid = fork();
		CHECK(pid >= 0);
		if (pid == 0) {
			CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
			use();
			_exit(0);
		}
		CHECK_EQ(waitpid(pid, &st, 0), pid);
		CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
		CHECK_EQ(pthread_rwlock_unlock(&rw), 0);
		CHECK_EQ(pthread_join(r, 0), 0);
		CHECK_EQ(pthread_join(w, 0), 0);
	}
	return 0;
}
