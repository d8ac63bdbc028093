#include <limits.h>
#include <math.h>

float scalblnf(float x, long n)
{
	if (n > 65536)
		n = 65536;
	else if (n < -65536)
		n = -65536;
	return scalbnf(x, (int)n);
}
