#define _GNU_SOURCE
#include "libm.h"

/* In double, as sinf and cosf. */
void sincosf(float x, float *s, float *c)
{
	double sd, cd;
	sincos((double)x, &sd, &cd);
	*s = (float)sd;
	*c = (float)cd;
}
