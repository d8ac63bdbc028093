#include <signal.h>
#include <unistd.h>
#include "pthread_impl.h"
#include "signal_impl.h"
#include "syscall.h"

/* Hooks of the subsystems with internal locks, present only when the
   program links them.  Before the fork each takes its locks, so no other
   thread is half-way through changing their state when the child is
   copied; afterwards the parent releases them and the child, where the
   other threads no longer exist, resets them. */
hidden void __stdio_atfork(int phase);     /* does nothing without stdio */
hidden void __malloc_atfork(int phase) weak;

static void hooks(int phase)
{
	/* stdio before malloc: flushing a stream may allocate, never the
	   other way round. */
	if (phase < 0) {
		__stdio_atfork(phase);
		if (__malloc_atfork)
			__malloc_atfork(phase);
	} else {
		if (__malloc_atfork)
			__malloc_atfork(phase);
		__stdio_atfork(phase);
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
	__thread_list_lock = 0;
	/* A thread that was about to signal us held our kill lock; it does
	   not exist here. */
	self->killlock = 0;
	/* Neither does a thread that was joining us: we are joinable again. */
	if (self->detach_state == DT_JOINING)
		self->detach_state = DT_JOINABLE;
	/* The kernel starts the child with no robust list; robust.off
	   == 0 makes the next robust lock register one (mutex_impl.h). */
	self->robust.off = 0;
}

pid_t fork(void)
{
	unsigned long all = -1UL, old;
	long r;

	hooks(-1);
	__syscall(SYS_rt_sigprocmask, SIG_BLOCK, &all, &old, KSIGSET_SIZE);
#ifdef SYS_fork
	r = __syscall(SYS_fork);
#else
	r = __syscall(SYS_clone, SIGCHLD, 0, 0, 0, 0);
#endif
	if (r == 0)
		become_whole(__self());
	__syscall(SYS_rt_sigprocmask, SIG_SETMASK, &old, 0, KSIGSET_SIZE);
	hooks(r == 0 ? 1 : 0);
	return __syscall_ret(r);
}
