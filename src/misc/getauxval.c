#include <errno.h>
#include <sys/auxv.h>
#include "libc.h"

/* Async-signal-safe: reads the vector the kernel left on the stack. */
unsigned long getauxval(unsigned long type)
{
	const size_t *v = __auxv_find(type);

	if (!v) {
		errno = ENOENT;
		return 0;
	}
	return *v;
}
