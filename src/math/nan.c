#include "libm_ext.h"

/* A quiet NaN with the parsed number in the low payload bits. */
double nan(const char *s)
{
	return __f64_from(0x7ff8ull << 48 | (__nan_payload(s) & ((1ull << 51) - 1)));
}
