#include <signal.h>
#include <unistd.h>
#include "atfork.h"
#include "lock.h"
#include "pthread_impl.h"
#include "signal_impl.h"
#include "stdio_impl.h"
#include "syscall.h"

/* Present when the program uses pthread_once (docs/fork.md). */
hidden void __once_fork_child(void) weak;
/* Present when the program calls pthread_atfork. */
hidden struct __atfork *__atfork_run(int phase, struct __atfork *last) weak;

/* The registry of internal locks (lock.h): one entry per lock that the
   program links, in link order.  No entries, no section: both are null. */
extern hidden struct __lock_entry __start_weft_locks[] weak, __stop_weft_locks[] weak;

/* stdio's hook is weak in its entry so that only a program that forks
   carries it; this reference is what links it. */
static void (*const link_stdio_hook)(int) __attribute__((__used__)) = __stdio_atfork;

/* Before the fork: every lock, outermost level first, so that no other
   thread is half-way through changing the state it guards when the child
   is copied, and none can be waiting for one we hold. */
static void quiesce(void)
{
	for (int level = 0; level < LOCK_LEVELS; level++)
		for (struct __lock_entry *e = __start_weft_locks; e < __stop_weft_locks; e++) {
			if (e->level != level)
				continue;
			if (e->hook)
				e->hook(-1);
			else
				__lock(e->lock);
		}
}

/* After it, in the opposite order: the parent unlocks; the child, where
   the other threads do not exist (any waiter was one of them), makes each
   lock free again. */
static void resume(int child)
{
	for (int level = LOCK_LEVELS - 1; level >= 0; level--)
		for (struct __lock_entry *e = __stop_weft_locks; e-- > __start_weft_locks;) {
			if (e->level != level)
				continue;
			if (e->hook)
				e->hook(child);
			else if (child)
				*e->lock = 0;
			else
				__unlock(e->lock);
		}
}

/* The child's one thread continues the forking thread's descriptor, so
   pthread_self() keeps its value; everything the kernel did not carry
   over is made again here.  Signals stay blocked until that is done, so
   no handler in the child sees the parent's tid in its descriptor. */
static void become_whole(struct __pthread *self)
{
	/* fork leaves the child without a clear-tid address: without it,
	   a thread the child creates could never join this one. */
	self->tid = __syscall(SYS_set_tid_address, &self->tid);
	self->next = self->prev = self;
	__thread_count = 1;
	/* A thread that was about to signal us held our kill lock; it does
	   not exist here. */
	self->killlock = 0;
	/* Neither does a thread that was joining us: we are joinable again. */
	if (self->detach_state == DT_JOINING)
		self->detach_state = DT_JOINABLE;
	/* The kernel starts the child with no robust list; robust.off
	   == 0 makes the next robust lock register one (mutex_impl.h). */
	self->robust.off = 0;
	/* Requests to threads that do not exist here no longer count. */
	__libc.cancel_pending = self->cancel == 1;
}

pid_t fork(void)
{
	unsigned long all = -1UL, old;
	struct __atfork *handlers = 0;
	long r;

	/* The application's handlers run before any internal lock is
	   taken and after all are given back: they may call malloc, stdio,
	   and take their own locks, which may be held by threads that
	   themselves wait for internal locks. */
	if (__atfork_run)
		handlers = __atfork_run(-1, 0);
	quiesce();
	__syscall(SYS_rt_sigprocmask, SIG_BLOCK, &all, &old, KSIGSET_SIZE);
#ifdef SYS_fork
	r = __syscall(SYS_fork);
#else
	r = __syscall(SYS_clone, SIGCHLD, 0, 0, 0, 0);
#endif
	if (r == 0) {
		become_whole(__self());
		if (__once_fork_child)
			__once_fork_child();
	}
	__syscall(SYS_rt_sigprocmask, SIG_SETMASK, &old, 0, KSIGSET_SIZE);
	resume(r == 0);
	/* A failed fork runs the parent's handlers, as the prepare ones ran. */
	if (__atfork_run)
		__atfork_run(r == 0, handlers);
	return __syscall_ret(r);
}
