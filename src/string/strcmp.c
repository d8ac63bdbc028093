#include <string.h>
#include "cpu.h"

/* The first call resolves the variant for this CPU (docs/string.md). */
static int resolve(const char *a, const char *b);
static int (*impl)(const char *a, const char *b) = resolve;

static int resolve(const char *a, const char *b)
{
	int (*f)(const char *a, const char *b) = __cpu_avx2() ? __strcmp_avx2 : __strcmp_sse2;

	__atomic_store_n(&impl, f, __ATOMIC_RELAXED);
	return f(a, b);
}

int strcmp(const char *a, const char *b)
{
	return __atomic_load_n(&impl, __ATOMIC_RELAXED)(a, b);
}
