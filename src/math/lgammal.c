#include "libm_ext.h"

hidden long double __lgammal_r(long double, int *);

long double lgammal(long double x)
{
	return __lgammal_r(x, &signgam);
}
