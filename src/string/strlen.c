#include <string.h>
#include "cpu.h"

/* The first call resolves the variant for this CPU (docs/string.md). */
static size_t resolve(const char *s);
static size_t (*impl)(const char *s) = resolve;

static size_t resolve(const char *s)
{
	size_t (*f)(const char *s) = __cpu_avx2() ? __strlen_avx2 : __strlen_sse2;

	__atomic_store_n(&impl, f, __ATOMIC_RELAXED);
	return f(s);
}

size_t strlen(const char *s)
{
	return __atomic_load_n(&impl, __ATOMIC_RELAXED)(s);
}
