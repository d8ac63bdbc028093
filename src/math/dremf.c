#include "libm.h"

/* The old BSD name of remainderf. */
float dremf(float x, float y)
{
	return remainderf(x, y);
}
