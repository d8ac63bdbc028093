#include <math.h>

/* The BSD function behind isnan: nonzero for a NaN. */
int isnanl(long double x)
{
	return isnan(x) ? 1 : 0;
}
