/* A process-shared condvar and mutex in MAP_SHARED memory: a parent and
   forked children pass a token back and forth with no lost wake-ups, and a
   broadcast wakes every child. */
// test: cflags -pthread
#include <pthread.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

struct shared {
	pthread_mutex_t m;
	pthread_cond_t c;
	int turn, rounds, go, ready;
};

int main(void)
{
	struct shared *s = mmap(0, sizeof *s, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	pthread_mutexattr_t ma;
	pthread_condattr_t ca;
	int v, st;
	enum { ROUNDS = 2000, KIDS = 3 };

	CHECK(s != MAP_FAILED);
	CHECK_EQ(pthread_mutexattr_init(&ma), 0);
	CHECK_EQ(pthread_mutexattr_setpshared(&ma, PTHREAD_PROCESS_SHARED), 0);
	CHECK_EQ(pthread_mutex_init(&s->m, &ma), 0);
	CHECK_EQ(pthread_condattr_init(&ca), 0);
	CHECK_EQ(pthread_condattr_getpshared(&ca, &v), 0);
	CHECK_EQ(v, PTHREAD_PROCESS_PRIVATE);
	CHECK_EQ(pthread_condattr_setpshared(&ca, 3), EINVAL);
	CHECK_EQ(pthread_condattr_setpshared(&ca, PTHREAD_PROCESS_SHARED), 0);
	CHECK_EQ(pthread_condattr_getpshared(&ca, &v), 0);
	CHECK_EQ(v, PTHREAD_PROCESS_SHARED);
	CHECK_EQ(pthread_cond_init(&s->c, &ca), 0);

	/* ping-pong: turn 0 parent, 1 child */
	pid_t pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		for (int i = 0; i < ROUNDS; i++) {
			pthread_mutex_lock(&s->m);
			while (s->turn != 1)
				pthread_cond_wait(&s->c, &s->m);
			s->turn = 0;
			s->rounds++;
			pthread_cond_signal(&s->c);
			pthread_mutex_unlock(&s->m);
		}
		_exit(0);
	}
	for (int i = 0; i < ROUNDS; i++) {
		CHECK_EQ(pthread_mutex_lock(&s->m), 0);
		while (s->turn != 0)
			CHECK_EQ(pthread_cond_wait(&s->c, &s->m), 0);
		s->turn = 1;
		CHECK_EQ(pthread_cond_signal(&s->c), 0);
		CHECK_EQ(pthread_mutex_unlock(&s->m), 0);
	}
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	CHECK_EQ(s->rounds, ROUNDS);

	/* broadcast to children in different processes */
	pid_t kids[KIDS];
	for (int k = 0; k < KIDS; k++) {
		kids[k] = fork();
		CHECK(kids[k] >= 0);
		if (kids[k] == 0) {
			pthread_mutex_lock(&s->m);
			s->ready++;
			while (!s->go)
				pthread_cond_wait(&s->c, &s->m);
			pthread_mutex_unlock(&s->m);
			_exit(0);
		}
	}
	for (;;) {
		pthread_mutex_lock(&s->m);
		v = s->ready;
		pthread_mutex_unlock(&s->m);
		if (v == KIDS)
			break;
		usleep(1000);
	}
	pthread_mutex_lock(&s->m);
	s->go = 1;
	CHECK_EQ(pthread_cond_broadcast(&s->c), 0);
	pthread_mutex_unlock(&s->m);
	for (int k = 0; k < KIDS; k++) {
		CHECK_EQ(waitpid(kids[k], &st, 0), kids[k]);
		CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	}
	CHECK_EQ(pthread_cond_destroy(&s->c), 0);
	CHECK_EQ(pthread_mutex_destroy(&s->m), 0);
	return 0;
}
