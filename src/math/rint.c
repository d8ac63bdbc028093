#include "libm.h"

/* Adding and subtracting 2^52 leaves no fraction bits below the unit,
   so the addition itself rounds to an integer in the current rounding
   mode and raises inexact when it drops bits.  The sign is put back at
   the end: a sum that cancels is +0 in most modes (-0.3 gives +0) and
   -0 when rounding down (0.3 gives -0). */
double rint(double x)
{
	uint64_t u = __f64_bits(x);
	int e = u >> 52 & 0x7ff;
	if (e >= 0x3ff + 52)
		return e == 0x7ff ? x + x : x;
	double r = u >> 63 ? (x - 0x1p52) + 0x1p52 : (x + 0x1p52) - 0x1p52;
	return __f64_from((__f64_bits(r) & ~(1ull << 63)) | (u & 1ull << 63));
}
