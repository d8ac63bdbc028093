#include <math.h>

float remainderf(float x, float y)
{
	int q;
	return (float)remquo(x, y, &q);
}
