/* Thread attributes: every getter and setter with its defaults and errors,
   and the attributes taking effect: detached threads cannot be joined, a
   user-supplied stack is the one the thread runs on, a guard page stops a
   stack overflow, a requested stack size is usable, the default stack is
   at least 1 MiB, pthread_getattr_np describes new threads and the main
   thread, and pthread_setattr_default_np changes later threads' stacks. */
// test: cflags -pthread
// test: timeout 60
#define _GNU_SOURCE
#include <limits.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

#define KiB 1024UL
#define MiB (1024 * KiB)

/* Recursion that touches every page of `bytes` of stack below the caller;
   returns the lowest address reached. */
static uintptr_t dig(size_t bytes)
{
	volatile char frame[4000];
	frame[0] = (char)bytes;
	frame[sizeof frame - 1] = (char)bytes;
	uintptr_t low = (uintptr_t)&frame[0];
	if (bytes > sizeof frame) {
		uintptr_t deeper = dig(bytes - sizeof frame);
		if (deeper < low)
			low = deeper;
	}
	return low + (frame[0] != (char)bytes);
}

struct probe {
	size_t dig_bytes;
	uintptr_t top, low;	/* a local at entry; the lowest point reached */
};

static void *use_stack(void *arg)
{
	struct probe *p = arg;
	volatile char here = 0;
	p->top = (uintptr_t)&here;
	p->low = p->dig_bytes ? dig(p->dig_bytes) : p->top;
	return arg;
}

/* Each waiting thread reads its own pipe: with one shared pipe, the byte
   meant to release an earlier thread could release a later one instead. */
static void *wait_gate(void *arg)
{
	int *gate = arg;
	char c;
	CHECK_EQ(read(gate[0], &c, 1), 1);
	return NULL;
}

static void *self_attr(void *arg)
{
	pthread_attr_t *a = arg;
	CHECK_EQ(pthread_getattr_np(pthread_self(), a), 0);
	return arg;
}

static void attr_stack_range(pthread_attr_t *a, uintptr_t *lo, uintptr_t *hi)
{
	void *addr;
	size_t size;
	CHECK_EQ(pthread_attr_getstack(a, &addr, &size), 0);
	*lo = (uintptr_t)addr;
	*hi = (uintptr_t)addr + size;
}

static void getters_setters(void)
{
	pthread_attr_t a;
	struct sched_param sp;
	int v;
	size_t sz;
	void *addr;
	long page = sysconf(_SC_PAGESIZE);

	CHECK_EQ(pthread_attr_init(&a), 0);
	CHECK_EQ(pthread_attr_getdetachstate(&a, &v), 0);
	CHECK_EQ(v, PTHREAD_CREATE_JOINABLE);
	CHECK_EQ(pthread_attr_getinheritsched(&a, &v), 0);
	CHECK_EQ(v, PTHREAD_INHERIT_SCHED);
	CHECK_EQ(pthread_attr_getschedpolicy(&a, &v), 0);
	CHECK_EQ(v, SCHED_OTHER);
	sp.sched_priority = -1;
	CHECK_EQ(pthread_attr_getschedparam(&a, &sp), 0);
	CHECK_EQ(sp.sched_priority, 0);
	CHECK_EQ(pthread_attr_getscope(&a, &v), 0);
	CHECK_EQ(v, PTHREAD_SCOPE_SYSTEM);
	CHECK_EQ(pthread_attr_getguardsize(&a, &sz), 0);
	CHECK_EQ(sz, page);
	CHECK_EQ(pthread_attr_getstacksize(&a, &sz), 0);
	CHECK(sz >= 1 * MiB);

	/* detach state */
	CHECK_EQ(pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED), 0);
	CHECK_EQ(pthread_attr_getdetachstate(&a, &v), 0);
	CHECK_EQ(v, PTHREAD_CREATE_DETACHED);
	CHECK_EQ(pthread_attr_setdetachstate(&a, 2), EINVAL);
	CHECK_EQ(pthread_attr_setdetachstate(&a, -1), EINVAL);
	CHECK_EQ(pthread_attr_getdetachstate(&a, &v), 0);
	CHECK_EQ(v, PTHREAD_CREATE_DETACHED);
	CHECK_EQ(pthread_attr_setdetachstate(&a, PTHREAD_CREATE_JOINABLE), 0);
	CHECK_EQ(pthread_attr_getdetachstate(&a, &v), 0);
	CHECK_EQ(v, PTHREAD_CREATE_JOINABLE);

	/* inherit */
	CHECK_EQ(pthread_attr_setinheritsched(&a, PTHREAD_EXPLICIT_SCHED), 0);
	CHECK_EQ(pthread_attr_getinheritsched(&a, &v), 0);
	CHECK_EQ(v, PTHREAD_EXPLICIT_SCHED);
	CHECK_EQ(pthread_attr_setinheritsched(&a, 2), EINVAL);
	CHECK_EQ(pthread_attr_setinheritsched(&a, -1), EINVAL);
	CHECK_EQ(pthread_attr_setinheritsched(&a, PTHREAD_INHERIT_SCHED), 0);
	CHECK_EQ(pthread_attr_getinheritsched(&a, &v), 0);
	CHECK_EQ(v, PTHREAD_INHERIT_SCHED);

	/* policy and parameters */
	CHECK_EQ(pthread_attr_setschedpolicy(&a, SCHED_FIFO), 0);
	CHECK_EQ(pthread_attr_getschedpolicy(&a, &v), 0);
	CHECK_EQ(v, SCHED_FIFO);
	sp.sched_priority = 10;
	CHECK_EQ(pthread_attr_setschedparam(&a, &sp), 0);
	sp.sched_priority = 0;
	CHECK_EQ(pthread_attr_getschedparam(&a, &sp), 0);
	CHECK_EQ(sp.sched_priority, 10);
	sp.sched_priority = sched_get_priority_max(SCHED_FIFO) + 1;
	CHECK_EQ(pthread_attr_setschedparam(&a, &sp), EINVAL);
	CHECK_EQ(pthread_attr_getschedparam(&a, &sp), 0);
	CHECK_EQ(sp.sched_priority, 10);
	CHECK_EQ(pthread_attr_setschedpolicy(&a, SCHED_RR), 0);
	CHECK_EQ(pthread_attr_getschedpolicy(&a, &v), 0);
	CHECK_EQ(v, SCHED_RR);
	CHECK_EQ(pthread_attr_setschedpolicy(&a, 12345), EINVAL);
	CHECK_EQ(pthread_attr_setschedpolicy(&a, -1), EINVAL);
	CHECK_EQ(pthread_attr_getschedpolicy(&a, &v), 0);
	CHECK_EQ(v, SCHED_RR);
	CHECK_EQ(pthread_attr_setschedpolicy(&a, SCHED_OTHER), 0);
	sp.sched_priority = 0;
	CHECK_EQ(pthread_attr_setschedparam(&a, &sp), 0);

	/* scope: only system scope exists on Linux */
	CHECK_EQ(pthread_attr_setscope(&a, PTHREAD_SCOPE_SYSTEM), 0);
	CHECK_EQ(pthread_attr_setscope(&a, PTHREAD_SCOPE_PROCESS), ENOTSUP);
	CHECK_EQ(pthread_attr_setscope(&a, 7), EINVAL);
	CHECK_EQ(pthread_attr_getscope(&a, &v), 0);
	CHECK_EQ(v, PTHREAD_SCOPE_SYSTEM);

	/* guard size: kept as given, zero allowed */
	CHECK_EQ(pthread_attr_setguardsize(&a, 3 * page), 0);
	CHECK_EQ(pthread_attr_getguardsize(&a, &sz), 0);
	CHECK_EQ(sz, 3 * page);
	CHECK_EQ(pthread_attr_setguardsize(&a, 0), 0);
	CHECK_EQ(pthread_attr_getguardsize(&a, &sz), 0);
	CHECK_EQ(sz, 0);

	/* stack size */
	CHECK_EQ(pthread_attr_setstacksize(&a, PTHREAD_STACK_MIN - 1), EINVAL);
	CHECK_EQ(pthread_attr_setstacksize(&a, 0), EINVAL);
	CHECK_EQ(pthread_attr_setstacksize(&a, PTHREAD_STACK_MIN), 0);
	CHECK_EQ(pthread_attr_getstacksize(&a, &sz), 0);
	CHECK_EQ(sz, PTHREAD_STACK_MIN);
	CHECK_EQ(pthread_attr_setstacksize(&a, 4 * MiB), 0);
	CHECK_EQ(pthread_attr_getstacksize(&a, &sz), 0);
	CHECK_EQ(sz, 4 * MiB);

	/* stack address and size together */
	static char area[256 * 1024] __attribute__((aligned(4096)));
	CHECK_EQ(pthread_attr_setstack(&a, area, PTHREAD_STACK_MIN - 1), EINVAL);
	CHECK_EQ(pthread_attr_setstack(&a, area, sizeof area), 0);
	CHECK_EQ(pthread_attr_getstack(&a, &addr, &sz), 0);
	CHECK(addr == area);
	CHECK_EQ(sz, sizeof area);
	CHECK_EQ(pthread_attr_getstacksize(&a, &sz), 0);
	CHECK_EQ(sz, sizeof area);
	CHECK_EQ(pthread_attr_destroy(&a), 0);
}

static void detached_by_attr(void)
{
	pthread_attr_t a, got;
	pthread_t t;
	int v;
	char c = 'x';

	static int gate[2], gate2[2];

	CHECK_EQ(pipe(gate), 0);
	CHECK_EQ(pipe(gate2), 0);
	CHECK_EQ(pthread_attr_init(&a), 0);
	CHECK_EQ(pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED), 0);
	CHECK_EQ(pthread_create(&t, &a, wait_gate, gate), 0);
	/* Still blocked on the gate, so the id is valid. */
	CHECK_EQ(pthread_join(t, NULL), EINVAL);
	CHECK_EQ(pthread_getattr_np(t, &got), 0);
	CHECK_EQ(pthread_attr_getdetachstate(&got, &v), 0);
	CHECK_EQ(v, PTHREAD_CREATE_DETACHED);
	CHECK_EQ(pthread_attr_destroy(&got), 0);
	CHECK_EQ(write(gate[1], &c, 1), 1);
	CHECK_EQ(pthread_attr_destroy(&a), 0);

	/* A joinable one, described while it waits, then detached. */
	CHECK_EQ(pthread_create(&t, NULL, wait_gate, gate2), 0);
	CHECK_EQ(pthread_getattr_np(t, &got), 0);
	CHECK_EQ(pthread_attr_getdetachstate(&got, &v), 0);
	CHECK_EQ(v, PTHREAD_CREATE_JOINABLE);
	CHECK_EQ(pthread_attr_destroy(&got), 0);
	CHECK_EQ(pthread_detach(t), 0);
	CHECK_EQ(pthread_getattr_np(t, &got), 0);
	CHECK_EQ(pthread_attr_getdetachstate(&got, &v), 0);
	CHECK_EQ(v, PTHREAD_CREATE_DETACHED);
	CHECK_EQ(pthread_attr_destroy(&got), 0);
	CHECK_EQ(write(gate2[1], &c, 1), 1);
}

static void user_stack(void)
{
	pthread_attr_t a;
	pthread_t t;
	struct probe p = { 64 * KiB, 0, 0 };
	void *v;
	size_t size = 1 * MiB;
	char *stk = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	CHECK(stk != MAP_FAILED);
	CHECK_EQ(pthread_attr_init(&a), 0);
	CHECK_EQ(pthread_attr_setstack(&a, stk, size), 0);
	CHECK_EQ(pthread_create(&t, &a, use_stack, &p), 0);
	CHECK_EQ(pthread_join(t, &v), 0);
	CHECK(v == &p);
	CHECK(p.top > (uintptr_t)stk && p.top < (uintptr_t)stk + size);
	CHECK(p.low >= (uintptr_t)stk && p.low < p.top);
	CHECK(p.top - p.low >= 64 * KiB - 4096);
	/* The memory is still the caller's: the library did not unmap it. */
	stk[0] = 1;
	stk[size - 1] = 1;
	/* ...and it can be used again for another thread. */
	p.top = p.low = 0;
	CHECK_EQ(pthread_create(&t, &a, use_stack, &p), 0);
	CHECK_EQ(pthread_join(t, NULL), 0);
	CHECK(p.top > (uintptr_t)stk && p.top < (uintptr_t)stk + size);
	CHECK_EQ(pthread_attr_destroy(&a), 0);
	CHECK_EQ(munmap(stk, size), 0);
}

/* Run in a child: a thread with a small stack recursing without end hits
   its guard and dies with SIGSEGV instead of overwriting other memory. */
static void *overflow(void *arg)
{
	(void)arg;
	dig(SIZE_MAX / 2);
	return NULL;
}

static void guard_stops_overflow(void)
{
	long page = sysconf(_SC_PAGESIZE);
	pid_t pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		pthread_attr_t a;
		pthread_t t;
		if (pthread_attr_init(&a) || pthread_attr_setstacksize(&a, 256 * KiB) ||
		    pthread_attr_setguardsize(&a, 2 * page) ||
		    pthread_create(&t, &a, overflow, NULL))
			_exit(3);
		pthread_join(t, NULL);
		_exit(4);
	}
	int st;
	CHECK_EQ(waitpid(pid, &st, 0), pid);
	CHECK(WIFSIGNALED(st));
	CHECK_EQ(WTERMSIG(st), SIGSEGV);
}

struct probe_attr {
	struct probe p;
	pthread_attr_t a;
};

static void *probe_and_attr(void *arg)
{
	struct probe_attr *pa = arg;
	volatile char here = 0;
	pa->p.top = (uintptr_t)&here;
	CHECK_EQ(pthread_getattr_np(pthread_self(), &pa->a), 0);
	return NULL;
}

static void stack_sizes(void)
{
	pthread_attr_t a, got;
	pthread_t t;
	struct probe p;
	uintptr_t lo, hi;
	size_t sz;
	long page = sysconf(_SC_PAGESIZE);

	/* A 4 MiB stack on request: 3.5 MiB of it can be used. */
	CHECK_EQ(pthread_attr_init(&a), 0);
	CHECK_EQ(pthread_attr_setstacksize(&a, 4 * MiB), 0);
	p = (struct probe){ 3 * MiB + 512 * KiB, 0, 0 };
	CHECK_EQ(pthread_create(&t, &a, use_stack, &p), 0);
	CHECK_EQ(pthread_join(t, NULL), 0);
	CHECK(p.top - p.low >= 3 * MiB + 512 * KiB - 4096);
	CHECK_EQ(pthread_attr_destroy(&a), 0);

	/* Default attributes: 900 KiB of stack is fine. */
	p = (struct probe){ 900 * KiB, 0, 0 };
	CHECK_EQ(pthread_create(&t, NULL, use_stack, &p), 0);
	CHECK_EQ(pthread_join(t, NULL), 0);
	CHECK(p.top - p.low >= 900 * KiB - 4096);

	/* getattr_np of a new thread: its stack holds its locals, the size
	   is at least what was asked (glibc may hand out a larger cached
	   stack), the guard at least as asked. */
	CHECK_EQ(pthread_attr_init(&a), 0);
	CHECK_EQ(pthread_attr_setstacksize(&a, 2 * MiB), 0);
	CHECK_EQ(pthread_attr_setguardsize(&a, 2 * page), 0);
	CHECK_EQ(pthread_create(&t, &a, self_attr, &got), 0);
	CHECK_EQ(pthread_join(t, NULL), 0);
	CHECK_EQ(pthread_attr_getstacksize(&got, &sz), 0);
	if (sz < 2 * MiB - 2 * page)
		t_fail_eq(__FILE__, __LINE__, "getattr_np stacksize for 2 MiB", sz, 2 * MiB);
	CHECK_EQ(pthread_attr_getguardsize(&got, &sz), 0);
	CHECK(sz >= (size_t)(2 * page));
	CHECK_EQ(pthread_attr_destroy(&got), 0);
	CHECK_EQ(pthread_attr_destroy(&a), 0);

	/* A size of whole pages is reported as asked (LTP's
	   pthread_attr_setstacksize/2-1), and the range holds the thread's
	   first frame. */
	static struct probe_attr pa;
	CHECK_EQ(pthread_attr_init(&a), 0);
	CHECK_EQ(pthread_attr_setstacksize(&a, 16 * page), 0);
	CHECK_EQ(pthread_create(&t, &a, probe_and_attr, &pa), 0);
	CHECK_EQ(pthread_join(t, NULL), 0);
	CHECK_EQ(pthread_attr_getstacksize(&pa.a, &sz), 0);
	CHECK_EQ(sz, (size_t)16 * page);
	attr_stack_range(&pa.a, &lo, &hi);
	CHECK(pa.p.top > lo && pa.p.top < hi);
	CHECK_EQ(pthread_attr_destroy(&pa.a), 0);
	CHECK_EQ(pthread_attr_destroy(&a), 0);

	CHECK_EQ(pthread_create(&t, NULL, probe_and_attr, &pa), 0);
	CHECK_EQ(pthread_join(t, NULL), 0);
	attr_stack_range(&pa.a, &lo, &hi);
	CHECK(pa.p.top > lo && pa.p.top < hi);
	CHECK(hi - lo >= 1 * MiB);
	int v;
	CHECK_EQ(pthread_attr_getdetachstate(&pa.a, &v), 0);
	CHECK_EQ(v, PTHREAD_CREATE_JOINABLE);
	CHECK_EQ(pthread_attr_destroy(&pa.a), 0);
}

static void main_thread_attr(void)
{
	pthread_attr_t a;
	uintptr_t lo, hi;
	size_t sz;
	struct rlimit rl;
	volatile char here = 0;
	int v;

	CHECK_EQ(pthread_getattr_np(pthread_self(), &a), 0);
	attr_stack_range(&a, &lo, &hi);
	CHECK((uintptr_t)&here > lo && (uintptr_t)&here < hi);
	CHECK_EQ(pthread_attr_getdetachstate(&a, &v), 0);
	CHECK_EQ(v, PTHREAD_CREATE_JOINABLE);
	CHECK_EQ(pthread_attr_getstacksize(&a, &sz), 0);
	CHECK_EQ(sz, hi - lo);
	CHECK_EQ(getrlimit(RLIMIT_STACK, &rl), 0);
	/* The main stack may grow to the limit, which is its reported size,
	   less what argv, envp and auxv took at its top (glibc: 8 MiB less a
	   page under an 8 MiB limit). */
	if (rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur <= 64 * MiB) {
		CHECK(sz <= rl.rlim_cur);
		CHECK(sz > rl.rlim_cur / 2);
	}
	CHECK_EQ(pthread_attr_destroy(&a), 0);
}

static void default_attr(void)
{
	pthread_attr_t a, saved, got;
	pthread_t t;
	size_t sz, before;
	struct probe p;
	long page = sysconf(_SC_PAGESIZE);

	CHECK_EQ(pthread_getattr_default_np(&saved), 0);
	CHECK_EQ(pthread_attr_getstacksize(&saved, &before), 0);
	CHECK(before >= 1 * MiB);

	CHECK_EQ(pthread_attr_init(&a), 0);
	CHECK_EQ(pthread_attr_setstacksize(&a, 3 * MiB), 0);
	CHECK_EQ(pthread_setattr_default_np(&a), 0);
	CHECK_EQ(pthread_attr_destroy(&a), 0);

	CHECK_EQ(pthread_getattr_default_np(&got), 0);
	CHECK_EQ(pthread_attr_getstacksize(&got, &sz), 0);
	CHECK_EQ(sz, 3 * MiB);
	CHECK_EQ(pthread_attr_destroy(&got), 0);

	/* A fresh attribute object reports the new default. */
	CHECK_EQ(pthread_attr_init(&a), 0);
	CHECK_EQ(pthread_attr_getstacksize(&a, &sz), 0);
	CHECK_EQ(sz, 3 * MiB);
	CHECK_EQ(pthread_attr_destroy(&a), 0);

	/* A thread created with default attributes gets a 3 MiB stack and can
	   use 2.5 MiB of it. */
	CHECK_EQ(pthread_create(&t, NULL, self_attr, &got), 0);
	CHECK_EQ(pthread_join(t, NULL), 0);
	CHECK_EQ(pthread_attr_getstacksize(&got, &sz), 0);
	CHECK(sz >= 3 * MiB - 2 * page);
	CHECK_EQ(pthread_attr_destroy(&got), 0);
	p = (struct probe){ 2 * MiB + 512 * KiB, 0, 0 };
	CHECK_EQ(pthread_create(&t, NULL, use_stack, &p), 0);
	CHECK_EQ(pthread_join(t, NULL), 0);
	CHECK(p.top - p.low >= 2 * MiB + 512 * KiB - 4096);

	/* Bad defaults are refused and change nothing. */
	CHECK_EQ(pthread_attr_init(&a), 0);
	CHECK_EQ(pthread_attr_setstacksize(&a, PTHREAD_STACK_MIN), 0);
	CHECK_EQ(pthread_setattr_default_np(&a), 0);
	CHECK_EQ(pthread_getattr_default_np(&got), 0);
	CHECK_EQ(pthread_attr_getstacksize(&got, &sz), 0);
	CHECK_EQ(sz, PTHREAD_STACK_MIN);
	CHECK_EQ(pthread_attr_destroy(&got), 0);
	static char area[64 * 1024];
	CHECK_EQ(pthread_attr_setstack(&a, area, sizeof area), 0);
	CHECK_EQ(pthread_setattr_default_np(&a), EINVAL);
	CHECK_EQ(pthread_attr_destroy(&a), 0);

	/* Restore the original default. */
	CHECK_EQ(pthread_attr_init(&a), 0);
	CHECK_EQ(pthread_attr_setstacksize(&a, before), 0);
	CHECK_EQ(pthread_setattr_default_np(&a), 0);
	CHECK_EQ(pthread_attr_destroy(&a), 0);
	CHECK_EQ(pthread_getattr_default_np(&got), 0);
	CHECK_EQ(pthread_attr_getstacksize(&got, &sz), 0);
	CHECK_EQ(sz, before);
	CHECK_EQ(pthread_attr_destroy(&got), 0);
	CHECK_EQ(pthread_attr_destroy(&saved), 0);
}

int main(void)
{
	guard_stops_overflow();
	main_thread_attr();
	getters_setters();
	detached_by_attr();
	user_stack();
	stack_sizes();
	default_attr();
	return 0;
}
