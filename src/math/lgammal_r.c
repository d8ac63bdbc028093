#include "libm_ext.h"

hidden long double __lgammal_r(long double, int *);

long double lgammal_r(long double x, int *sign)
{
	return __lgammal_r(x, sign);
}
