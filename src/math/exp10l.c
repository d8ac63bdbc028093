#include "ld128.h"

#define LOG2_10 0x1a934f0979a3715fc9257edfe9b60p-111L

/* 10^x = 2^(x log2 10) (the product's rounding costs 2^-99 at most,
   far below the promised accuracy); integral x gives the exact power
   while it is representable. */
long double exp10l(long double x)
{
	if (isnan(x))
		return x + x;
	if (x == rintl(x) && fabsl(x) <= 48) {
		long double r = 1, b = 10;
		for (long n = (long)fabsl(x); n; n >>= 1, b *= b)
			if (n & 1)
				r *= b;
		return x < 0 ? 1 / r : r;
	}
	return exp2l(x * LOG2_10);
}
