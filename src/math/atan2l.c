#include "ld128.h"

#define PI   0x1921fb54442d18469898cc51701b8p-111L
#define PIO2 0x1921fb54442d18469898cc51701b8p-112L
#define PIO4 0x1921fb54442d18469898cc51701b8p-113L

/* Annex F's cases for zeros and infinities, else atan(|y/x|) placed in
   its quadrant. */
long double atan2l(long double y, long double x)
{
	if (isnan(x) || isnan(y))
		return x + y;
	int sy = signbit(y) != 0, sx = signbit(x) != 0;
	long double r;
	if (y == 0)
		r = sx ? PI : 0;
	else if (x == 0)
		r = PIO2;
	else if (isinf(x)) {
		if (isinf(y))
			r = sx ? 3 * PIO4 : PIO4;
		else
			r = sx ? PI : 0;
	} else if (isinf(y))
		r = PIO2;
	else {
		long double q = fabsl(y / x);
		r = atanl(q);
		if (sx)
			r = PI - r;
	}
	return sy ? -r : r;
}
