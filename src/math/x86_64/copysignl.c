#include "libm_ext.h"

long double copysignl(long double x, long double y)
{
	union __ld80 ux = { x }, uy = { y };
	ux.i.se = (ux.i.se & 0x7fff) | (uy.i.se & 0x8000);
	return ux.f;
}
