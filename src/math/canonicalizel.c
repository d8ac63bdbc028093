#define _GNU_SOURCE
#include "libm_ext.h"

#if LDBL_MANT_DIG != 113
#error "binary128 long double only (x86_64 has its own)"
#endif

/* Every binary128 encoding is canonical; a signaling NaN becomes the
   quiet one an operation gives, with invalid. */
int canonicalizel(long double *cx, const long double *x)
{
	long double v = *x;
	*cx = __issigl(v) ? v + v : v;
	return 0;
}
