#define _GNU_SOURCE
#include <wchar.h>
#include "floatn.h"

/* Only where long double is binary128 (aarch64, riscv64). */
#if __LDBL_MANT_DIG__ == 113
__f128 wcstof128_l(const wchar_t *restrict s, wchar_t **restrict end, locale_t l)
{
	return wcstold_l(s, end, l);
}
#endif
