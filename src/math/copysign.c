#include "libm.h"

double copysign(double x, double y)
{
	uint64_t sign = 1ull << 63;
	return __f64_from((__f64_bits(x) & ~sign) | (__f64_bits(y) & sign));
}
