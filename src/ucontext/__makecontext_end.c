#include <stdlib.h>
#include <ucontext.h>
#include "ucontext_impl.h"

/* A makecontext function has returned: go on with its successor, or,
   without one, exit(0), as glibc does (POSIX says only that the thread
   exits; programs written for glibc expect the process to end).
   setcontext fails only if link's mask cannot be read, and then there
   is no context left to continue in. */
_Noreturn void __makecontext_end(const ucontext_t *link)
{
	if (!link)
		exit(0);
	setcontext(link);
	abort();
}
