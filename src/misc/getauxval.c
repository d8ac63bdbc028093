#include <errno.h>
#include <sys/auxv.h>
#include "libc.h"

/* Async-signal-safe: reads the vector the kernel left on the stack. */
unsigned long getauxval(unsigned long type)
{
	size_t *a;

	for (a = __libc.auxv; a[0] != AT_NULL; a += 2)
		if (a[0] == type)
			return a[1];
	errno = ENOENT;
	return 0;
}
