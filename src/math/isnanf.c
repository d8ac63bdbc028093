#include <math.h>

/* The BSD function behind isnan: nonzero for a NaN. */
int isnanf(float x)
{
	return isnan(x) ? 1 : 0;
}
