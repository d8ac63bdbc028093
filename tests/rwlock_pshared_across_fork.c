// test: cflags -pthread
// test: timeout 60
/* A process-shared rwlock in MAP_SHARED memory: parent and child exclude
   each other (a shared counter incremented under the write lock loses no
   update, readers see a consistent pair), a child blocked on the lock is
   woken by the parent's unlock, and try/timed forms see the other
   process's lock. */
#include <pthread.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

#define ROUNDS 20000

struct shared {
	pthread_rwlock_t rw;
	volatile long a, b;
	volatile int phase;
};

static void work(struct shared *s)
{
	for (int i = 0; i < ROUNDS; i++) {
		CHECK_EQ(pthread_rwlock_wrlock(&s->rw), 0);
		s->a = s->a + 1;
		s->b = s->b + 1;
		CHECK_EQ(pthread_rwlock_unlock(&s->rw), 0);
		CHECK_EQ(pthread_rwlock_rdlock(&s->rw), 0);
		CHECK_EQ(s->a, s->b);
		CHECK_EQ(pthread_rwlock_unlock(&s->rw), 0);
	}
}

static void wait_child(pid_t pid)
{
	int st;
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st));
	CHECK_EQ(WEXITSTATUS(st), 0);
}

int main(void)
{
	struct shared *s = mmap(0, sizeof *s, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	pthread_rwlockattr_t a;
	pid_t pid;

	CHECK(s != MAP_FAILED);
	CHECK_EQ(pthread_rwlockattr_init(&a), 0);
	CHECK_EQ(pthread_rwlockattr_setpshared(&a, PTHREAD_PROCESS_SHARED), 0);
	CHECK_EQ(pthread_rwlock_init(&s->rw, &a), 0);

	pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		work(s);
		_exit(0);
	}
	work(s);
	wait_child(pid);
	CHECK_EQ(s->a, 2 * ROUNDS);
	CHECK_EQ(s->b, 2 * ROUNDS);

	/* The parent holds the write lock; the child sees it busy, then
	   blocks and is woken when the parent lets go. */
	CHECK_EQ(pthread_rwlock_wrlock(&s->rw), 0);
	s->phase = 0;
	pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		struct timespec ts;
		CHECK_EQ(pthread_rwlock_tryrdlock(&s->rw), EBUSY);
		CHECK_EQ(pthread_rwlock_trywrlock(&s->rw), EBUSY);
		ts = t_deadline_ms(CLOCK_REALTIME, 50);
		CHECK_EQ(pthread_rwlock_timedrdlock(&s->rw, &ts), ETIMEDOUT);
		__atomic_store_n(&s->phase, 1, __ATOMIC_SEQ_CST);
		CHECK_EQ(pthread_rwlock_rdlock(&s->rw), 0);
		CHECK_EQ(__atomic_load_n(&s->phase, __ATOMIC_SEQ_CST), 2);
		CHECK_EQ(pthread_rwlock_unlock(&s->rw), 0);
		_exit(0);
	}
	while (__atomic_load_n(&s->phase, __ATOMIC_SEQ_CST) != 1)
		usleep(1000);
	usleep(100000);         /* the child is asleep in rdlock */
	__atomic_store_n(&s->phase, 2, __ATOMIC_SEQ_CST);
	CHECK_EQ(pthread_rwlock_unlock(&s->rw), 0);
	wait_child(pid);
	CHECK_EQ(pthread_rwlock_destroy(&s->rw), 0);
	return 0;
}
