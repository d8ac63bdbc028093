#include "libm_ext.h"

#if LDBL_MANT_DIG != 113
#error "binary128 long double only (x86_64 has its own)"
#endif

/* The integer part, one more for a positive non-integer (exact). */
long double ceill(long double x)
{
	long double t = truncl(x);
	return t != x && x > 0 ? t + 1 : t;
}
