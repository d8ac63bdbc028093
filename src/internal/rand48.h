/* The drand48 family: one 48-bit linear congruential generator,
   X' = (a X + c) mod 2^48, whose state, multiplier and addend are arrays of
   three 16-bit words, least significant first (POSIX). */
#ifndef _WEFT_RAND48_H
#define _WEFT_RAND48_H

#include <stdint.h>
#include "libc.h"

struct __rand48 {
	unsigned short x[3];	/* the generator's own X */
	unsigned short a[3];	/* the multiplier (lcong48 changes it) */
	unsigned short c;	/* the addend */
};

extern hidden struct __rand48 __rand48;

/* Steps x in place and returns the new X as a 48-bit integer. */
hidden uint64_t __rand48_step(unsigned short x[3]);
/* srand48 and seed48 put back POSIX's multiplier and addend. */
hidden void __rand48_default_params(void);

#endif
