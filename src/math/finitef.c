#include <math.h>

/* BSD's isfinite as a function: 1 unless x is infinite or a NaN. */
int finitef(float x)
{
	return isfinite(x) ? 1 : 0;
}
