#define _GNU_SOURCE
#include <stdlib.h>
#include "floatn.h"

/* Only where long double is binary128 (aarch64, riscv64). */
#if __LDBL_MANT_DIG__ == 113
__f128 strtof128_l(const char *restrict s, char **restrict end, locale_t l)
{
	return strtold_l(s, end, l);
}
#endif
