#include <errno.h>
#include <stdint.h>
#include <unistd.h>
#include "syscall.h"

/* Moves the break by incr bytes and returns the old break ((void *)-1
   with ENOMEM when the kernel refuses or the sum wraps).  weft's malloc
   never uses the break, so it is the program's alone. */
void *sbrk(intptr_t incr)
{
	uintptr_t old = __syscall(SYS_brk, 0), want = old + incr;

	if (!incr)
		return (void *)old;
	if ((incr > 0 && want < old) || (incr < 0 && want > old) ||
	    (uintptr_t)__syscall(SYS_brk, want) != want) {
		errno = ENOMEM;
		return (void *)-1;
	}
	return (void *)old;
}
