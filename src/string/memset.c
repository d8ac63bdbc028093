#include <string.h>
#include "cpu.h"

/* The first call resolves the variant for this CPU (docs/string.md). */
static void *resolve(void *d, int c, size_t n);
static void *(*impl)(void *d, int c, size_t n) = resolve;

static void *resolve(void *d, int c, size_t n)
{
	void *(*f)(void *d, int c, size_t n) = __cpu_avx2() ? __memset_avx2 : __memset_sse2;

	__atomic_store_n(&impl, f, __ATOMIC_RELAXED);
	return f(d, c, n);
}

void *memset(void *d, int c, size_t n)
{
	return __atomic_load_n(&impl, __ATOMIC_RELAXED)(d, c, n);
}
