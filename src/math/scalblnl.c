#include <math.h>

/* Beyond +-65536 every finite nonzero long double already overflows or
   underflows. */
long double scalblnl(long double x, long n)
{
	if (n > 65536)
		n = 65536;
	else if (n < -65536)
		n = -65536;
	return scalbnl(x, (int)n);
}
