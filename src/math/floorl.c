#include "libm_ext.h"

#if LDBL_MANT_DIG != 113
#error "binary128 long double only (x86_64 has its own)"
#endif

/* The integer part, one less for a negative non-integer (exact). */
long double floorl(long double x)
{
	long double t = truncl(x);
	return t != x && x < 0 ? t - 1 : t;
}
