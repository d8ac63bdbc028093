#include <limits.h>
#include "libm_ext.h"

#if LDBL_MANT_DIG != 113
#error "binary128 long double only (x86_64 has its own)"
#endif

long lrintl(long double x)
{
	return (long)llrintl(x);
}
