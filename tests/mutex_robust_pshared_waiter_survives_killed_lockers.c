/* A process-shared robust mutex contended by one worker process and by
   "victim" processes (3 threads each, locking in a loop) that are
   SIGKILLed all at once, many times over: some die holding the mutex,
   some while asleep in the lock, some just after being woken by an unlock
   and before they took the word, while another locker took it meanwhile.
   Whatever the moment, once the victims are gone the worker, usually
   asleep in pthread_mutex_lock by then, must be woken and get the mutex
   (EOWNERDEAD when the last victim died holding it).  A lost wake-up
   leaves it asleep on a free mutex: the check below waits 3 s for it.
   glibc 2.36 loses that wake-up too (its unlock clears FUTEX_WAITERS). */
// test: cflags -pthread
// test: weft-only
// test: timeout 60
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

#define VICTIMS 2
#define VICTIM_THREADS 3

struct shared {
	pthread_mutex_t m;
	volatile int progress;	/* the worker's acquisitions */
	volatile int stop;
	volatile int victim_locks;
	volatile int inside;	/* 1 while someone is in the critical section */
};

static struct shared *s;

static int lock(void)
{
	int r = pthread_mutex_lock(&s->m);

	if (r == EOWNERDEAD) {
		/* The dead owner may have died inside: leave it clean. */
		s->inside = 0;
		r = pthread_mutex_consistent(&s->m);
	}
	if (r)
		return r;
	if (s->inside)
		return -1;	/* two owners at once */
	s->inside = 1;
	return 0;
}

static void unlock(void)
{
	s->inside = 0;
	pthread_mutex_unlock(&s->m);
}

static void *victim_loop(void *arg)
{
	(void)arg;
	for (;;) {
		if (lock())
			_exit(3);
		__atomic_fetch_add(&s->victim_locks, 1, __ATOMIC_RELAXED);
		unlock();
	}
	return 0;
}

static void victim(void)
{
	pthread_t t;
	int i;

	for (i = 1; i < VICTIM_THREADS; i++)
		if (pthread_create(&t, 0, victim_loop, 0))
			_exit(4);
	victim_loop(0);
}

static void worker(void)
{
	while (!s->stop) {
		if (lock())
			_exit(3);
		s->progress++;
		unlock();
	}
	_exit(0);
}

static void nap_us(long us)
{
	struct timespec ts = {0, us * 1000};
	nanosleep(&ts, 0);
}

int main(void)
{
	pthread_mutexattr_t a;
	pid_t wpid, v[VICTIMS];
	long long end, give_up;
	unsigned seed = 12345;
	int i, st, p0, rounds = 0;

	if (t_under_qemu())
		t_skip("qemu-user does not implement set_robust_list (ENOSYS): no kernel walks a dead process's robust list");
	s = mmap(0, sizeof *s, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	CHECK(s != MAP_FAILED);
	CHECK_EQ(pthread_mutexattr_init(&a), 0);
	CHECK_EQ(pthread_mutexattr_setpshared(&a, PTHREAD_PROCESS_SHARED), 0);
	CHECK_EQ(pthread_mutexattr_setrobust(&a, PTHREAD_MUTEX_ROBUST), 0);
	CHECK_EQ(pthread_mutex_init(&s->m, &a), 0);

	wpid = fork();
	CHECK(wpid >= 0);
	if (wpid == 0)
		worker();

	end = t_now_ms() + 2000;
	while (t_now_ms() < end || rounds < 20) {
		for (i = 0; i < VICTIMS; i++) {
			v[i] = fork();
			CHECK(v[i] >= 0);
			if (v[i] == 0)
				victim();
		}
		/* Let the victims contend, then kill them all at once. */
		seed = seed * 1103515245 + 12345;
		nap_us(500 + (seed >> 16) % 3000);
		for (i = 0; i < VICTIMS; i++)
			kill(v[i], SIGKILL);
		for (i = 0; i < VICTIMS; i++) {
			CHECK_EQ(waitpid(v[i], &st, 0), v[i]);
			/* 3: a victim saw two owners or a bad return */
			CHECK(WIFSIGNALED(st) && WTERMSIG(st) == SIGKILL);
		}
		/* Alone now, the worker must get on. */
		p0 = s->progress;
		give_up = t_now_ms() + 3000;
		while (s->progress - p0 < 3) {
			if (t_now_ms() > give_up) {
				t_puts(2, "worker stuck; mutex word ");
				t_putnum(2, (long long)(unsigned)*(volatile int *)&s->m);
				t_puts(2, " after rounds ");
				t_putnum(2, rounds);
				t_puts(2, "\n");
				kill(wpid, SIGKILL);
				waitpid(wpid, &st, 0);
				CHECK(!"worker woken after the victims died");
			}
			CHECK_EQ(waitpid(wpid, &st, WNOHANG), 0);
			nap_us(200);
		}
		rounds++;
	}
	s->stop = 1;
	CHECK_EQ(waitpid(wpid, &st, 0), wpid);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	CHECK_GT(s->victim_locks, 0);
	return 0;
}
