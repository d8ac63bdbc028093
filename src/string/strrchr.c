#include <string.h>
#include "cpu.h"

/* The first call resolves the variant for this CPU (docs/string.md). */
static char *resolve(const char *s, int c);
static char *(*impl)(const char *s, int c) = resolve;

static char *resolve(const char *s, int c)
{
	char *(*f)(const char *s, int c) = __cpu_avx2() ? __strrchr_avx2 : __strrchr_sse2;

	__atomic_store_n(&impl, f, __ATOMIC_RELAXED);
	return f(s, c);
}

char *strrchr(const char *s, int c)
{
	return __atomic_load_n(&impl, __ATOMIC_RELAXED)(s, c);
}
