/* A process-shared robust mutex in MAP_SHARED memory: a child locks it and
   exits; the parent gets EOWNERDEAD, makes it consistent and uses it.  The
   second time nobody calls pthread_mutex_consistent, so after the unlock
   every locker gets ENOTRECOVERABLE. */
// test: cflags -pthread
#include <pthread.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

struct shared {
	pthread_mutex_t m;
	int counter;
};

static void child_locks_and_dies(struct shared *s, int also_waiter)
{
	pid_t pid = fork(), w = -1;
	int st;

	CHECK(pid >= 0);
	if (pid == 0) {
		if (pthread_mutex_lock(&s->m) != 0)
			_exit(2);
		s->counter++;
		_exit(0);	/* dies holding it */
	}
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	(void)also_waiter;
	(void)w;
}

int main(void)
{
	struct shared *s = mmap(0, sizeof *s, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	pthread_mutexattr_t a;
	int st;

	/* Only the kernel can mark the mutexes of a process that died. */
	if (t_under_qemu())
		t_skip("qemu-user does not implement set_robust_list (ENOSYS): no kernel walks a dead process's robust list");
	CHECK(s != MAP_FAILED);
	CHECK_EQ(pthread_mutexattr_init(&a), 0);
	CHECK_EQ(pthread_mutexattr_setpshared(&a, PTHREAD_PROCESS_SHARED), 0);
	CHECK_EQ(pthread_mutexattr_setrobust(&a, PTHREAD_MUTEX_ROBUST), 0);
	CHECK_EQ(pthread_mutex_init(&s->m, &a), 0);

	/* the parent has used robust mutexes before forking */
	CHECK_EQ(pthread_mutex_lock(&s->m), 0);
	CHECK_EQ(pthread_mutex_unlock(&s->m), 0);

	child_locks_and_dies(s, 0);
	CHECK_EQ(s->counter, 1);
	CHECK_EQ(pthread_mutex_lock(&s->m), EOWNERDEAD);
	CHECK_EQ(pthread_mutex_consistent(&s->m), 0);
	CHECK_EQ(pthread_mutex_consistent(&s->m), EINVAL);
	CHECK_EQ(pthread_mutex_unlock(&s->m), 0);
	CHECK_EQ(pthread_mutex_lock(&s->m), 0);
	CHECK_EQ(pthread_mutex_unlock(&s->m), 0);

	/* a child blocked in lock while the owner (another child) dies; the
	   waiter starts only once the holder has said it holds the lock (a
	   sleep is not enough on a loaded machine) */
	int ready[2];
	char byte;
	CHECK_EQ(pipe(ready), 0);
	pid_t holder = fork();
	CHECK(holder >= 0);
	if (holder == 0) {
		pthread_mutex_lock(&s->m);
		if (write(ready[1], "h", 1) != 1)
			_exit(3);
		usleep(200000);
		_exit(0);
	}
	CHECK_EQ(read(ready[0], &byte, 1), 1);
	close(ready[0]);
	close(ready[1]);
	pid_t waiter = fork();
	CHECK(waiter >= 0);
	if (waiter == 0) {
		int r = pthread_mutex_lock(&s->m);
		if (r != EOWNERDEAD)
			_exit(10 + r);
		pthread_mutex_consistent(&s->m);
		pthread_mutex_unlock(&s->m);
		_exit(0);
	}
	CHECK_EQ(waitpid(holder, &st, 0), holder);
	CHECK_EQ(waitpid(waiter, &st, 0), waiter);
	CHECK(WIFEXITED(st));
	CHECK_EQ(WEXITSTATUS(st), 0);

	/* trylock sees the dead owner too */
	child_locks_and_dies(s, 0);
	CHECK_EQ(pthread_mutex_trylock(&s->m), EOWNERDEAD);
	CHECK_EQ(pthread_mutex_unlock(&s->m), 0);	/* without consistent */
	CHECK_EQ(pthread_mutex_lock(&s->m), ENOTRECOVERABLE);
	CHECK_EQ(pthread_mutex_trylock(&s->m), ENOTRECOVERABLE);

	/* re-initialised, it works again */
	CHECK_EQ(pthread_mutex_destroy(&s->m), 0);
	CHECK_EQ(pthread_mutex_init(&s->m, &a), 0);
	CHECK_EQ(pthread_mutex_lock(&s->m), 0);
	CHECK_EQ(pthread_mutex_unlock(&s->m), 0);
	return 0;
}
