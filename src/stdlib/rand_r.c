#include <stdlib.h>

/* All the state is the caller's 32-bit word: step it as a linear
   congruential generator and return a mixed copy, so the low bits of the
   result are as good as the high ones. */
int rand_r(unsigned *seed)
{
	unsigned x = *seed = *seed * 1103515245u + 12345u;

	x ^= x >> 16;
	x *= 0x7feb352du;
	x ^= x >> 15;
	x *= 0x846ca68bu;
	x ^= x >> 16;
	return (int)(x >> 1);
}
