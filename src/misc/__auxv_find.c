#include <elf.h>
#include "libc.h"

/* The value slot of auxiliary-vector entry type, or null if the kernel
   did not pass it.  Async-signal-safe; no errno. */
hidden const size_t *__auxv_find(size_t type)
{
	for (const size_t *a = __libc.auxv; a[0] != AT_NULL; a += 2)
		if (a[0] == type)
			return a + 1;
	return 0;
}
