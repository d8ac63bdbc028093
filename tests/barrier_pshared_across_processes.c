// test: cflags -pthread
// test: timeout 60
/* A process-shared barrier in MAP_SHARED memory synchronises three
   processes for 300 cycles: nobody passes a cycle early and exactly one
   process is the serial one each cycle. */
#include <pthread.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

#define PROCS 3
#define CYCLES 300

struct shared {
	pthread_barrier_t bar;
	int arrived[CYCLES];
	int serial[CYCLES];
};

static void run(struct shared *s)
{
	for (int c = 0; c < CYCLES; c++) {
		__atomic_add_fetch(&s->arrived[c], 1, __ATOMIC_SEQ_CST);
		int r = pthread_barrier_wait(&s->bar);
		CHECK_EQ(__atomic_load_n(&s->arrived[c], __ATOMIC_SEQ_CST), PROCS);
		if (r == PTHREAD_BARRIER_SERIAL_THREAD)
			__atomic_add_fetch(&s->serial[c], 1, __ATOMIC_SEQ_CST);
		else
			CHECK_EQ(r, 0);
	}
}

int main(void)
{
	struct shared *s = mmap(0, sizeof *s, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	pthread_barrierattr_t a;
	pid_t pids[PROCS - 1];

	CHECK(s != MAP_FAILED);
	CHECK_EQ(pthread_barrierattr_init(&a), 0);
	CHECK_EQ(pthread_barrierattr_setpshared(&a, PTHREAD_PROCESS_SHARED), 0);
	CHECK_EQ(pthread_barrier_init(&s->bar, &a, PROCS), 0);
	for (int i = 0; i < PROCS - 1; i++) {
		pids[i] = fork();
		CHECK(pids[i] >= 0);
		if (pids[i] == 0) {
			run(s);
			_exit(0);
		}
	}
	run(s);
	for (int i = 0; i < PROCS - 1; i++) {
		int st;
		CHECK_EQ(waitpid(pids[i], &st, 0), pids[i]);
		CHECK(WIFEXITED(st));
		CHECK_EQ(WEXITSTATUS(st), 0);
	}
	for (int c = 0; c < CYCLES; c++)
		CHECK_EQ(s->serial[c], 1);
	CHECK_EQ(pthread_barrier_destroy(&s->bar), 0);
	return 0;
}
