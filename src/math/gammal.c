#include "libm.h"

/* The old name of lgammal (the logarithm, signgam set), as glibc's. */
long double gammal(long double x)
{
	return lgammal(x);
}
