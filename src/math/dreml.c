#include "libm.h"

/* The old BSD name of remainderl. */
long double dreml(long double x, long double y)
{
	return remainderl(x, y);
}
