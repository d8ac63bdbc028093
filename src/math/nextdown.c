#define _GNU_SOURCE
#include "libm.h"

/* The step below x is the negation of the step above -x. */
double nextdown(double x)
{
	return -nextup(-x);
}
