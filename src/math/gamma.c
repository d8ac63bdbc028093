#include "libm.h"

/* The old name of lgamma (the logarithm, signgam set), as glibc's. */
double gamma(double x)
{
	return lgamma(x);
}
