/* Process-shared semaphores in MAP_SHARED memory: a parent produces into
   a ring of 8 slots guarded by "free" and "full" semaphores, two forked
   children consume (a third semaphore, at 1, guards the read index), and
   every item arrives exactly once: the children report the sum and count
   of what they took in the shared page.  Both sides block often (the ring
   is small), so the wake-ups cross processes. */
#include <semaphore.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include "check.h"

#define SLOTS 8
#define ITEMS 20000
#define STOP (-1)

struct shared {
	sem_t free, full, rlock;
	int ring[SLOTS];
	int rpos;
	long long sum[2];
	int count[2];
};

static void consume(struct shared *m, int who)
{
	for (;;) {
		int item;

		CHECK_EQ(sem_wait(&m->full), 0);
		CHECK_EQ(sem_wait(&m->rlock), 0);
		item = m->ring[m->rpos];
		m->rpos = (m->rpos + 1) % SLOTS;
		CHECK_EQ(sem_post(&m->rlock), 0);
		CHECK_EQ(sem_post(&m->free), 0);
		if (item == STOP)
			break;
		m->sum[who] += item;
		m->count[who]++;
	}
	_exit(0);
}

int main(void)
{
	struct shared *m = mmap(0, sizeof *m, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	pid_t kid[2];
	int v = -1;

	CHECK(m != MAP_FAILED);
	CHECK_EQ(sem_init(&m->free, 1, SLOTS), 0);
	CHECK_EQ(sem_init(&m->full, 1, 0), 0);
	CHECK_EQ(sem_init(&m->rlock, 1, 1), 0);
	for (int i = 0; i < 2; i++) {
		kid[i] = fork();
		CHECK(kid[i] >= 0);
		if (kid[i] == 0)
			consume(m, i);
	}
	for (int i = 0, w = 0; i < ITEMS + 2; i++, w = (w + 1) % SLOTS) {
		CHECK_EQ(sem_wait(&m->free), 0);
		m->ring[w] = i < ITEMS ? i + 1 : STOP;
		CHECK_EQ(sem_post(&m->full), 0);
	}
	CHECK_CHILD_OK(kid[0]);
	CHECK_CHILD_OK(kid[1]);
	CHECK_EQ(m->count[0] + m->count[1], ITEMS);
	CHECK_EQ(m->sum[0] + m->sum[1], (long long)ITEMS * (ITEMS + 1) / 2);
	CHECK_EQ(sem_getvalue(&m->free, &v), 0);
	CHECK_EQ(v, SLOTS);
	CHECK_EQ(sem_getvalue(&m->full, &v), 0);
	CHECK_EQ(v, 0);
	return 0;
}
