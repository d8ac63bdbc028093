/* State shared by random, srandom, initstate, setstate, rand and srand. */
#ifndef _WEFT_RANDOM_IMPL_H
#define _WEFT_RANDOM_IMPL_H

#include <stdint.h>
#include <stdlib.h>
#include "libc.h"

/* The caller's state buffer is a char array: read it as 32-bit words
   without assuming alignment or type. */
typedef uint32_t __attribute__((__aligned__(1), __may_alias__)) __rword;

extern hidden volatile int __random_lock;
/* The current state; word 0 describes it (see __random.c). */
extern hidden __rword *__random_state;

hidden void __srandom_locked(unsigned seed);
hidden long __random_locked(void);
hidden int __random_type(size_t size);
hidden void __random_set_header(__rword *st, int type, unsigned pos);

/* The _r forms: the lag (deg) and separation of each type, and how a
   state buffer's first word records its type and position (as glibc:
   type + 5 * the index of rptr). */
extern hidden const unsigned char __random_deg[5], __random_sep[5];
#define __RANDOM_TYPES 5
hidden void __random_r_save(struct random_data *buf);

/* The drand48_r forms: X' = (a X + c) mod 2^48 with buf's a and c (set
   to POSIX's on first use); returns the new X, stored back into x. */
hidden uint64_t __rand48_r_step(unsigned short x[3], struct drand48_data *buf);

#endif
