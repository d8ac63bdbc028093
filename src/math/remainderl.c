#include <math.h>

long double remainderl(long double x, long double y)
{
	int q;
	return remquol(x, y, &q);
}
