#include "libm.h"

/* In double, as atanf. */
float atan2f(float y, float x)
{
	return (float)atan2((double)y, (double)x);
}
