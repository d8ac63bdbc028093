/* State shared by random, srandom, initstate, setstate, rand and srand. */
#ifndef _WEFT_RANDOM_IMPL_H
#define _WEFT_RANDOM_IMPL_H

#include <stdint.h>
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

#endif
