#include "libm_ext.h"

#if LDBL_MANT_DIG != 113
#error "binary128 long double only (x86_64 has its own)"
#endif

/* A quiet NaN (top stored bit set) with the payload in the bits below. */
long double nanl(const char *s)
{
	return __ld128_make(0, 0x7fff, (unsigned __int128)1 << 111 | __nan_payload(s));
}
