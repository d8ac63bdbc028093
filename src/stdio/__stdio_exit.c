#include "stdio_impl.h"
#include "lock.h"

/* The open-file list: every stream fopen, fdopen, fmemopen, ... made.
   The standard streams are not on it; they are reached through weak
   references so that a program that does not use one does not link it. */
hidden FILE *__stdio_head;
/* fork's hook for the list also resets the FILE locks; only a program
   that forks links it (fork names it), hence the weak reference. */
extern hidden void __stdio_atfork(int phase) weak;
LOCK_DEFINE_HOOKED(hidden, __stdio_list_lock, LOCK_LEVEL_STDIO, __stdio_atfork);

extern hidden FILE __stdin_FILE weak, __stdout_FILE weak, __stderr_FILE weak;

static void flush_locked(FILE *f)
{
	FLOCK(f);
	if (f->wbase)
		__fflush_one(f);
	FUNLOCK(f);
}

/* fflush(NULL): every stream with pending output; input streams are left
   alone (as glibc does), so a pipe's read-ahead is not lost. */
hidden void __stdio_flush_all(void)
{
	if (&__stdout_FILE)
		flush_locked(&__stdout_FILE);
	if (&__stderr_FILE)
		flush_locked(&__stderr_FILE);
	__lock(&__stdio_list_lock);
	for (FILE *f = __stdio_head; f; f = f->next)
		flush_locked(f);
	__unlock(&__stdio_list_lock);
}

/* Called by exit() after the atexit handlers and destructors. */
hidden void __stdio_exit(void)
{
	__stdio_flush_all();
	/* A seekable stdin gives its read-ahead back, so a process that runs
	   next on the same file descriptor continues where we stopped. */
	if (&__stdin_FILE) {
		FILE *f = &__stdin_FILE;
		FLOCK(f);
		if (f->rlim)
			__fflush_one(f);
		FUNLOCK(f);
	}
}
