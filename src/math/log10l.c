#define _GNU_SOURCE
#include "ld128.h"

#define LOG10_2 0x134413509f79fef311f12b35816f9p-114L
#define LOG10E  0x1bcb7b1526e50e32a6ab7555f5a68p-114L

/* e log10(2) + log10(m); powers of ten come out exact once rounded to
   the 64 bits the functions promise, and exactly for 10^k found here. */
long double log10l(long double x)
{
	if (isnan(x) || x <= 0 || isinf(x))
		return logl(x);
	int e;
	long double l = __ld128_log_reduce(x, &e);
	long double r = e * LOG10_2 + l * LOG10E;
	long double k = rintl(r);
	if (fabsl(r - k) < 0x1p-90L && k >= 0 && k <= 48 && exp10l(k) == x)
		return k;
	return r;
}
