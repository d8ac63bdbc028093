#include <limits.h>
#include "libm_ext.h"

#if LDBL_MANT_DIG != 113
#error "binary128 long double only (x86_64 has its own)"
#endif

/* Out of range or NaN: invalid and LLONG_MIN, as the x87 and C allow. */
long long llrintl(long double x)
{
	long double r = rintl(x);
	if (!(r >= -0x1p63L && r < 0x1p63L)) {
		__fe_raise_invalid();
		return LLONG_MIN;
	}
	return (long long)r;
}
