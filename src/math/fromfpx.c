#define _GNU_SOURCE
#include "libm_ext.h"

intmax_t fromfpx(double x, int rnd, unsigned width)
{
	return (intmax_t)__fromfp(x, rnd, width, 0, 1);
}
