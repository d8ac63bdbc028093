#include <limits.h>
#include <math.h>

/* Beyond +-65536 every finite nonzero double already overflows or
   underflows, so clamping there changes no result. */
double scalbln(double x, long n)
{
	if (n > 65536)
		n = 65536;
	else if (n < -65536)
		n = -65536;
	return scalbn(x, (int)n);
}
