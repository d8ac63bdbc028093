#include <stdlib.h>
#include "rand48.h"

/* param: X in [0..2], the multiplier in [3..5], the addend in [6]. */
void lcong48(unsigned short param[7])
{
	for (int i = 0; i < 3; i++) {
		__rand48.x[i] = param[i];
		__rand48.a[i] = param[3 + i];
	}
	__rand48.c = param[6];
}
