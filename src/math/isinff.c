#include <math.h>

/* The BSD function behind isinf: 1 for +inf, -1 for -inf (as glibc),
   0 otherwise. */
int isinff(float x)
{
	return isinf(x) ? (signbit(x) ? -1 : 1) : 0;
}
