#include "libm.h"

/* The old name of lgammaf (the logarithm, signgam set), as glibc's. */
float gammaf(float x)
{
	return lgammaf(x);
}
