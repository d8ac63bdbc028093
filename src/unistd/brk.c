#include <errno.h>
#include <stdint.h>
#include <unistd.h>
#include "syscall.h"

/* The kernel answers brk with the break it ended up with: the old one
   when it refused. */
int brk(void *addr)
{
	uintptr_t got = __syscall(SYS_brk, addr);

	if (got < (uintptr_t)addr) {
		errno = ENOMEM;
		return -1;
	}
	return 0;
}
