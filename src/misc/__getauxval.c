#include "libc.h"

/* The name libgcc's aarch64 start-up code (lse-init.o, which picks the
   atomics the CPU has) calls, as glibc provides it: getauxval without
   errno, 0 for a missing entry.  Runs as a constructor, after __init_tls. */
unsigned long __getauxval(unsigned long type)
{
	const size_t *v = __auxv_find(type);

	return v ? *v : 0;
}
