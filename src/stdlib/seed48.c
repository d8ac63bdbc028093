#include <stdlib.h>
#include "rand48.h"

/* Returns the X it replaces, in a buffer the next call overwrites. */
unsigned short *seed48(unsigned short seed16v[3])
{
	static unsigned short previous[3];

	for (int i = 0; i < 3; i++) {
		previous[i] = __rand48.x[i];
		__rand48.x[i] = seed16v[i];
	}
	__rand48_default_params();
	return previous;
}
