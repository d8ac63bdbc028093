#define _GNU_SOURCE
#include "ld128.h"

void sincosl(long double x, long double *s, long double *c)
{
	*s = sinl(x);
	*c = cosl(x);
}
