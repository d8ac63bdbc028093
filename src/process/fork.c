#include <signal.h>
#include <unistd.h>
#include "pthread_impl.h"
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

/* The child has a new kernel thread id: record it in the descriptor,
   since nothing may rely on a stale tid (DESIGN §4: tid is not pid). */
pid_t fork(void)
{
	long r;

	hooks(-1);
#ifdef SYS_fork
	r = __syscall(SYS_fork);
#else
	r = __syscall(SYS_clone, SIGCHLD, 0, 0, 0, 0);
#endif
	if (r == 0) {
		/* The child is single-threaded: only the forking thread exists. */
		struct __pthread *self = __self();
		self->tid = __syscall(SYS_gettid);
		self->next = self->prev = self;
		__thread_count = 1;
		__thread_list_lock = 0;
		/* The kernel starts the child with no robust list; robust.off
		   == 0 makes the next robust lock register one (mutex_impl.h). */
		self->robust.off = 0;
	}
	hooks(r == 0 ? 1 : 0);
	return __syscall_ret(r);
}
