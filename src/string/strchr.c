#include <string.h>
#include "cpu.h"

char *strchr(const char *s, int c)
{
	char *r = __atomic_load_n(&__strchrnul_impl, __ATOMIC_RELAXED)(s, c);

	return *r == (char)c ? r : 0;
}
