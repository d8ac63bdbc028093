#define _GNU_SOURCE
#include <wchar.h>
#include "floatn.h"

/* Only where long double is binary128 (aarch64, riscv64). */
#if __LDBL_MANT_DIG__ == 113
__f128 wcstof128(const wchar_t *restrict s, wchar_t **restrict end)
{
	return wcstold(s, end);
}
#endif
