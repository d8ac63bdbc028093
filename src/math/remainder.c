#include <math.h>

double remainder(double x, double y)
{
	int q;
	return remquo(x, y, &q);
}
