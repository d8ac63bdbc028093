#include "libm_ext.h"

long double nanl(const char *s)
{
	return __ld80_make(0x7fff, 3ull << 62 | (__nan_payload(s) & ((1ull << 62) - 1)));
}
