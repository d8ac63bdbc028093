#include <math.h>

/* Exact in double, and the remainder of two floats is a float. */
float remquof(float x, float y, int *quo)
{
	return (float)remquo(x, y, quo);
}
