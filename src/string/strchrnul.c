#define _GNU_SOURCE
#include <string.h>
#include "cpu.h"

/* The first call resolves the variant for this CPU (docs/string.md);
   strchr jumps through the same pointer. */
static char *resolve(const char *s, int c)
{
	__strchrnul_fn *f = __cpu_avx2() ? __strchrnul_avx2 : __strchrnul_sse2;

	__atomic_store_n(&__strchrnul_impl, f, __ATOMIC_RELAXED);
	return f(s, c);
}

__strchrnul_fn *__strchrnul_impl = resolve;

char *strchrnul(const char *s, int c)
{
	return __atomic_load_n(&__strchrnul_impl, __ATOMIC_RELAXED)(s, c);
}
