#define _GNU_SOURCE
#include "libm.h"

/* The step below x is the negation of the step above -x. */
float nextdownf(float x)
{
	return -nextupf(-x);
}
