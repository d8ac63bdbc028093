#define _GNU_SOURCE
#include <sys/single_threaded.h>
#include <errno.h>
#include <sched.h>
#include <string.h>
#include <sys/mman.h>
#include "tls_copy.h"
#include "clone.h"
#include "futex.h"
#include "lock.h"
#include "signal_impl.h"
#include "syscall.h"
#include "thread_mem.h"

/*
 * A thread's memory is one mapping (FreeBSD's picture, weft's layout):
 *
 *   map_base                                                  map_base+map_size
 *   | guard (PROT_NONE) | stack (grows down) <--- | TLS | struct __pthread | pad |
 *                       ^ stack                   ^ tp - tls.offset
 *                                                      ^ tp (thread pointer)
 *
 * The stack's top is the start of the TLS block, not a page boundary, so
 * the descriptor's page also holds the first stack frames.
 *
 * With a user-supplied stack (pthread_attr_setstack) nothing of weft's is
 * put on that stack: TLS and the descriptor get their own small mapping.
 *
 * The child inherits the creator's signal mask (its descriptor and TLS
 * are complete before clone, so a handler may run in it at once); with a
 * mask attribute, every signal but the set*id broadcast's is blocked
 * around clone and the child installs the attribute's mask itself.  With explicit scheduling or an
 * affinity attribute, the child waits on startlock until the creator has
 * applied them: no user code runs with the wrong policy.
 */

#define CLONE_FLAGS (CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SIGHAND | CLONE_THREAD | \
		     CLONE_SYSVSEM | CLONE_SETTLS | CLONE_PARENT_SETTID | CLONE_CHILD_CLEARTID)

static int start(void *p)
{
	struct __pthread *self = p;

	if (__atomic_load_n(&self->startlock, __ATOMIC_ACQUIRE)) {
		while (__atomic_load_n(&self->startlock, __ATOMIC_ACQUIRE))
			__futex_wait(&self->startlock, 1, 1);
		/* The creator could not apply the attributes and will join
		   us: leave (off the thread list) without running user code. */
		if (self->start_failed)
			pthread_exit(0);
	}
	if (self->start_sigmask_set)
		__syscall(SYS_rt_sigprocmask, SIG_SETMASK, &self->start_sigmask, 0, KSIGSET_SIZE);
	pthread_exit(self->start(self->start_arg));
}

/* Lays out TLS and a fresh descriptor at the top of [area, area+size). */
static struct __pthread *init_tls(unsigned char *area, size_t size, int fresh)
{
	struct __pthread *t = __tp_to_self(__tp_below((uintptr_t)area + size));

	if (!fresh)
		__tls_zero(__tls_low(t), __libc.tls.offset + sizeof *t);
	__tls_copy(__tls_image_dest(t), (const unsigned char *)__libc.tls.image,
		   __libc.tls.filesz);
	t->self = t;
	return t;
}

int pthread_create(pthread_t *restrict res, const pthread_attr_t *restrict attr,
		   void *(*fn)(void *), void *restrict arg)
{
	struct __pthread *self = __self(), *t;
	size_t page = __libc.page_size, stack_size, guard, map_size, tls_size;
	unsigned char *map = 0, *stack;
	int flags = attr ? attr->_a_flags : 0;
	int explicit_sched = flags & A_EXPLICIT, fresh = 1;
	unsigned long all = ~(1UL << (SIGSYNCCALL - 1)), oldmask;
	long r;

	if (attr && (attr->_a_flags & A_HAS_STACK)) {
		/* The caller's stack; our TLS and descriptor elsewhere. */
		stack = (unsigned char *)attr->_a_stackaddr;
		stack_size = attr->_a_stacksize;
		guard = 0;
		tls_size = __thread_map_size(0, 0);
		map_size = tls_size;
		map = mmap(0, map_size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		if (map == MAP_FAILED)
			return EAGAIN;
		t = init_tls(map, map_size, 1);
	} else {
		stack_size = attr && attr->_a_stacksize ? attr->_a_stacksize : __stack_default();
		guard = attr ? attr->_a_guardsize : __default_guardsize;
		stack_size = (stack_size + page - 1) & -page;
		guard = (guard + page - 1) & -page;
		map_size = __thread_map_size(stack_size, guard);
		if ((map = __stack_cache_get(map_size, guard)))
			fresh = 0;
		if (!map) {
			map = mmap(0, map_size, PROT_READ | PROT_WRITE,
				   MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK | MAP_NORESERVE, -1, 0);
			if (map == MAP_FAILED)
				return EAGAIN;
			if (guard && mprotect(map, guard, PROT_NONE)) {
				munmap(map, map_size);
				return EAGAIN;
			}
		}
		stack = map + guard;
		tls_size = map_size - guard - stack_size;
		t = init_tls(stack + stack_size, tls_size, fresh);
		/* The stack runs right up to the TLS block: the page holding the
		   descriptor also holds the first stack frames, so an idle
		   thread costs one resident page, not two. */
		stack_size = ((uintptr_t)__tls_low(t) - (uintptr_t)stack) & -(uintptr_t)16;
	}

	t->map_base = map;
	t->map_size = map_size;
	t->stack = stack;
	t->stack_size = stack_size;
	t->guard_size = guard;
	t->canary = self->canary;
	t->start = fn;
	t->start_arg = arg;
	t->detach_state = attr && attr->_a_detach ? DT_DETACHED : DT_JOINABLE;
	/* A detached thread may be gone (and its memory reused) as soon as
	   clone returns: after that we touch t only if it waits for us
	   (see docs/threads.md, lifetime). */
	int held = explicit_sched || (attr && attr->_a_affinity);
	t->startlock = held;

	/* From here on, internal locks must be real locks.  The lock core
	   is used directly below: that links its slow paths, which the
	   internal and FILE locks reference only weakly (lock.h). */
	if (!__libc.threaded) {
		__libc.threaded = 1;
		__libc_single_threaded = 0;
	}

	/* On the list before it exists, with tid 0 until clone has set it,
	   and off it again if clone fails.  The list lock is held only for
	   the linking: no exiting thread or other creator ever waits for a
	   clone system call.  A set*id broadcast that runs meanwhile finds
	   the child when we answer it (docs/setid.md). */
	__lk_lock(&__thread_list_lock, 1);
	t->next = self;
	t->prev = self->prev;
	self->prev->next = t;
	self->prev = t;
	__thread_count++;
	__lk_unlock(&__thread_list_lock, 1);

	/* With a mask attribute the child starts with every signal blocked
	   and installs that mask itself; otherwise it simply inherits ours.
	   So it does when a cancel request is pending here: our mask may
	   then hold the cancel signal blocked (docs/cancellation.md), which
	   the child must not inherit.  The broadcast's signal stays open in
	   both: a child parked on startlock must still answer it while we
	   are parked in it. */
	int own_mask = (attr && attr->_a_sigmask) || self->cancel;
	if (own_mask) {
		__syscall(SYS_rt_sigprocmask, SIG_BLOCK, &all, &oldmask, KSIGSET_SIZE);
		t->start_sigmask = (attr && attr->_a_sigmask ?
				    ((const sigset_t *)attr->_a_sigmask)->__bits[0] : oldmask) &
				   ~INTERNAL_SIGMASK;
		t->start_sigmask_set = 1;
	}

	r = __clone(start, stack + stack_size, CLONE_FLAGS, t, &t->tid, (void *)__self_to_tp(t), &t->tid);
	if (own_mask)
		__syscall(SYS_rt_sigprocmask, SIG_SETMASK, &oldmask, 0, KSIGSET_SIZE);
	if (r < 0) {
		__lock(&__thread_list_lock);
		t->prev->next = t->next;
		t->next->prev = t->prev;
		__thread_count--;
		__unlock(&__thread_list_lock);
		munmap(map, map_size);
		return r == -ENOMEM ? EAGAIN : (int)-r;
	}

	if (held) {
		/* The child is parked on startlock and cannot exit, but its
		   tid is still read the one sanctioned way (docs/threads.md,
		   lifetime). */
		unsigned long mask;
		int e = 0, tid = __tid_lock(t, &mask);
		if (explicit_sched) {
			struct sched_param sp = { .sched_priority = flags >> 16 };
			r = __syscall(SYS_sched_setscheduler, tid, flags & 0xff, &sp);
			if (r < 0)
				e = (int)-r;
		}
		if (!e && attr->_a_affinity) {
			r = __syscall(SYS_sched_setaffinity, tid, attr->_a_affsize,
				      (void *)attr->_a_affinity);
			if (r < 0)
				e = (int)-r;
		}
		__tid_unlock(t, &mask);
		if (e) {
			/* The child will exit without running fn; we reclaim it,
			   so it must not free itself even if asked to be detached. */
			t->start_failed = 1;
			t->detach_state = DT_JOINABLE;
		}
		__atomic_store_n(&t->startlock, 0, __ATOMIC_RELEASE);
		__futex_wake(&t->startlock, 1, 1);
		if (e) {
			__pthread_join((pthread_t)t, 0, CLOCK_MONOTONIC, 0, 0);
			return e;
		}
	}
	*res = (pthread_t)t;
	return 0;
}
