/* TS 18661-1 / C23 fromfp, ufromfp, fromfpx, ufromfpx: each FP_INT_
   direction, the width-bit signed and unsigned ranges (edges included),
   FE_INVALID for NaN, infinity, width 0 and out-of-range results, and
   FE_INEXACT only from the x variants. */
// test: cflags -D_GNU_SOURCE -fno-builtin -Wl,--no-as-needed -lm
#include <fenv.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include "check.h"

#define ONE(T, s) do { \
	T x = (T)-2.5, y = (T)2.5, z = (T)3.5, w = (T)-0.7; \
	CHECK_EQ(fromfp##s(x, FP_INT_UPWARD, 64), -2); \
	CHECK_EQ(fromfp##s(x, FP_INT_DOWNWARD, 64), -3); \
	CHECK_EQ(fromfp##s(x, FP_INT_TOWARDZERO, 64), -2); \
	CHECK_EQ(fromfp##s(x, FP_INT_TONEARESTFROMZERO, 64), -3); \
	CHECK_EQ(fromfp##s(x, FP_INT_TONEAREST, 64), -2); \
	CHECK_EQ(fromfp##s(y, FP_INT_TONEAREST, 64), 2); \
	CHECK_EQ(fromfp##s(z, FP_INT_TONEAREST, 64), 4); \
	CHECK_EQ(fromfp##s(w, FP_INT_TONEAREST, 64), -1); \
	CHECK_EQ(fromfp##s(w, FP_INT_UPWARD, 64), 0); \
	CHECK_EQ(ufromfp##s(w, FP_INT_UPWARD, 64), 0); \
	CHECK_EQ(ufromfp##s(z, FP_INT_DOWNWARD, 2), 3); \
	/* no inexact from fromfp, inexact from fromfpx */ \
	feclearexcept(FE_ALL_EXCEPT); \
	CHECK_EQ(fromfp##s(z, FP_INT_TOWARDZERO, 8), 3); \
	CHECK_EQ(ufromfp##s(z, FP_INT_TOWARDZERO, 8), 3); \
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), 0); \
	CHECK_EQ(fromfpx##s(z, FP_INT_TOWARDZERO, 8), 3); \
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), FE_INEXACT); \
	feclearexcept(FE_ALL_EXCEPT); \
	CHECK_EQ(ufromfpx##s(z, FP_INT_UPWARD, 8), 4); \
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), FE_INEXACT); \
	feclearexcept(FE_ALL_EXCEPT); \
	CHECK_EQ(fromfpx##s((T)-7, FP_INT_UPWARD, 4), -7); \
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), 0); \
	/* ranges: 4 bits signed is -8..7, unsigned 0..15 */ \
	CHECK_EQ(fromfp##s((T)7.4, FP_INT_TONEAREST, 4), 7); \
	CHECK_EQ(fromfp##s((T)-8, FP_INT_TONEAREST, 4), -8); \
	CHECK_EQ(ufromfp##s((T)15, FP_INT_TONEAREST, 4), 15); \
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), 0); \
	fromfp##s((T)7.5, FP_INT_TONEAREST, 4); \
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), FE_INVALID); \
	feclearexcept(FE_ALL_EXCEPT); \
	fromfpx##s((T)-8.5, FP_INT_DOWNWARD, 4); \
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), FE_INVALID); \
	feclearexcept(FE_ALL_EXCEPT); \
	ufromfp##s((T)16, FP_INT_TONEAREST, 4); \
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), FE_INVALID); \
	feclearexcept(FE_ALL_EXCEPT); \
	ufromfp##s((T)-0.7, FP_INT_TONEAREST, 4); \
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), FE_INVALID); \
	feclearexcept(FE_ALL_EXCEPT); \
	fromfp##s((T)0, FP_INT_TONEAREST, 0); \
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), FE_INVALID); \
	feclearexcept(FE_ALL_EXCEPT); \
	fromfp##s((T)NAN, FP_INT_TONEAREST, 64); \
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), FE_INVALID); \
	feclearexcept(FE_ALL_EXCEPT); \
	ufromfp##s((T)INFINITY, FP_INT_TONEAREST, 64); \
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), FE_INVALID); \
	feclearexcept(FE_ALL_EXCEPT); \
	/* widths above 64 act as 64 */ \
	CHECK_EQ(fromfp##s((T)-0x1p63, FP_INT_TONEAREST, 100), INTMAX_MIN); \
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), 0); \
	fromfp##s((T)0x1p63, FP_INT_TONEAREST, 64); \
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), FE_INVALID); \
	feclearexcept(FE_ALL_EXCEPT); \
	CHECK(ufromfp##s((T)0x1p63, FP_INT_TONEAREST, 64) == 0x8000000000000000ull); \
	CHECK_EQ(fetestexcept(FE_ALL_EXCEPT), 0); \
} while (0)

int main(void)
{
	ONE(double, );
	ONE(float, f);
	ONE(long double, l);
	CHECK(ufromfp(0x1.fffffffffffffp63, FP_INT_TONEAREST, 64) == 0xfffffffffffff800ull);
	CHECK_EQ(fromfpl(0x1.fffffffffffffffcp62L, FP_INT_UPWARD, 64), 0x7fffffffffffffffll);
	/* out of range: FE_INVALID and the bound on the value's side (the
	   value is unspecified; glibc's and weft's) */
	CHECK_EQ(fromfp(1e30, FP_INT_TONEAREST, 8), 127);
	CHECK_EQ(fromfp(-1e30, FP_INT_TONEAREST, 8), -128);
	CHECK_EQ(ufromfp(1e30, FP_INT_TONEAREST, 8), 255);
	CHECK_EQ(ufromfp(-3, FP_INT_TONEAREST, 8), 0);
	return 0;
}
