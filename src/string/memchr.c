#include <string.h>
#include "cpu.h"

/* The first call resolves the variant for this CPU (docs/string.md). */
static void *resolve(const void *s, int c, size_t n);
static void *(*impl)(const void *s, int c, size_t n) = resolve;

static void *resolve(const void *s, int c, size_t n)
{
	void *(*f)(const void *s, int c, size_t n) = __cpu_avx2() ? __memchr_avx2 : __memchr_sse2;

	__atomic_store_n(&impl, f, __ATOMIC_RELAXED);
	return f(s, c, n);
}

void *memchr(const void *s, int c, size_t n)
{
	return __atomic_load_n(&impl, __ATOMIC_RELAXED)(s, c, n);
}
