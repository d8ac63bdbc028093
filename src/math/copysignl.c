#include "libm_ext.h"

#if LDBL_MANT_DIG != 113
#error "binary128 long double only (x86_64 has its own)"
#endif

long double copysignl(long double x, long double y)
{
	union __ld128 ux = { x }, uy = { y };
	ux.i.hi = (ux.i.hi & ~(1ull << 63)) | (uy.i.hi & (1ull << 63));
	return ux.f;
}
