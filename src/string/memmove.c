#include <string.h>
#include "cpu.h"

/* The first call resolves the variant for this CPU (docs/string.md);
   memcpy, mempcpy and bcopy jump through the same pointer. */
static void *resolve(void *d, const void *s, size_t n)
{
	__memmove_fn *f = __cpu_avx2() ? __memmove_avx2 : __memmove_sse2;

	__atomic_store_n(&__memmove_impl, f, __ATOMIC_RELAXED);
	return f(d, s, n);
}

__memmove_fn *__memmove_impl = resolve;

void *memmove(void *d, const void *s, size_t n)
{
	return __atomic_load_n(&__memmove_impl, __ATOMIC_RELAXED)(d, s, n);
}
