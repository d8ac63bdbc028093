#include "libm.h"

double fabs(double x)
{
	return __f64_from(__f64_bits(x) & ~(1ull << 63));
}
