#define _GNU_SOURCE
#include "libm.h"

/* The step below x is the negation of the step above -x. */
long double nextdownl(long double x)
{
	return -nextupl(-x);
}
