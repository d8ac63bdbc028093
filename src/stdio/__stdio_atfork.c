#include "stdio_impl.h"
#include "lock.h"
#include "pthread_impl.h"

/* fork() links this file; it must not drag stdio into a program that
   does not use it, so everything of stdio is referenced weakly.  It is
   called only through the registry entry of __stdio_list_lock (lock.h),
   which exists only when streams are linked. */
extern hidden FILE __stdin_FILE weak, __stdout_FILE weak, __stderr_FILE weak;
extern hidden FILE *__stdio_head weak;
extern hidden volatile int __stdio_list_lock weak;

static int forker;

/* A FILE locked by a thread that does not exist in the child is freed;
   one the forking thread holds (flockfile) stays held, now by the
   child's tid, which fork() has stored in the descriptor. */
static void reset(FILE *f)
{
	if (!f)
		return;
	if (f->owner == forker) {
		f->lock = LK_LOCKED;
		f->owner = __self()->tid;
	} else {
		f->lock = 0;
		f->owner = 0;
		f->lockcount = 0;
	}
}

/* fork support: phase < 0 before the fork (hold the open-file list so
   the child gets it consistent), 0 in the parent after it, > 0 in the
   child. */
hidden void __stdio_atfork(int phase)
{
	if (phase < 0) {
		forker = __self()->tid;
		__lock(&__stdio_list_lock);
	} else if (phase == 0) {
		__unlock(&__stdio_list_lock);
	} else {
		__stdio_list_lock = 0;
		reset(&__stdin_FILE);
		reset(&__stdout_FILE);
		reset(&__stderr_FILE);
		for (FILE *f = __stdio_head; f; f = f->next)
			reset(f);
	}
}
