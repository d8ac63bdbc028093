#include <stdint.h>
#include <stdlib.h>

/* Uniform in [0, bound).  Taking v % bound of any 32-bit v would favour
   the small results when bound does not divide 2^32, so values below
   2^32 mod bound are drawn again: what is left is a whole number of
   runs of bound values. */
uint32_t arc4random_uniform(uint32_t bound)
{
	uint32_t skip, v;

	if (bound < 2)
		return 0;
	skip = -bound % bound;
	do
		v = arc4random();
	while (v < skip);
	return v % bound;
}
