#include <stdlib.h>
#include "libc.h"

/* Registers fn to run at exit with exit's status and arg, in the one
   last-in first-out order shared with atexit: 0, or -1 if out of memory.
   A return from main is an exit with main's value. */
int on_exit(void (*fn)(int status, void *arg), void *arg)
{
	return __on_exit_add(fn, arg);
}
