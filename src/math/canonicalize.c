#define _GNU_SOURCE
#include "libm_ext.h"

/* Every double encoding is canonical; a signaling NaN becomes the quiet
   one an operation gives, with invalid. */
int canonicalize(double *cx, const double *x)
{
	double v = *x;
	*cx = __issig(v) ? v + v : v;
	return 0;
}
