#define _GNU_SOURCE
#include <stdlib.h>
#include "floatn.h"

/* Only where long double is binary128 (aarch64, riscv64). */
#if __LDBL_MANT_DIG__ == 113
int strfromf128(char *restrict s, size_t n, const char *restrict format, __f128 v)
{
	return strfroml(s, n, format, v);
}
#endif
