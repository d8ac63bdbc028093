#define _GNU_SOURCE
#include "libm_ext.h"

/* Every float encoding is canonical; a signaling NaN becomes the quiet
   one an operation gives, with invalid. */
int canonicalizef(float *cx, const float *x)
{
	float v = *x;
	*cx = __issigf(v) ? v + v : v;
	return 0;
}
