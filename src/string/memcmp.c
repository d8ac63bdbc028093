#include <string.h>
#include "cpu.h"

/* The first call resolves the variant for this CPU (docs/string.md). */
static int resolve(const void *a, const void *b, size_t n);
static int (*impl)(const void *a, const void *b, size_t n) = resolve;

static int resolve(const void *a, const void *b, size_t n)
{
	int (*f)(const void *a, const void *b, size_t n) = __cpu_avx2() ? __memcmp_avx2 : __memcmp_sse2;

	__atomic_store_n(&impl, f, __ATOMIC_RELAXED);
	return f(a, b, n);
}

int memcmp(const void *a, const void *b, size_t n)
{
	return __atomic_load_n(&impl, __ATOMIC_RELAXED)(a, b, n);
}
