#include <stdlib.h>
#include "lock.h"
#include "random_impl.h"

/*
 * An additive lagged-Fibonacci generator, x[n] = x[n-deg] + x[n-sep]
 * (mod 2^32), on the primitive trinomials x^deg + x^sep + 1 that POSIX's
 * traditional state sizes call for.  The output is the top 31 bits.  A
 * state of fewer than 32 bytes holds a plain linear congruential generator.
 *
 * Word 0 of every state buffer describes it: bits 0-7 the type, bits 8-15
 * the index of the oldest word x[n-deg].  random() keeps that word current,
 * so setstate() can switch back to any buffer without more bookkeeping.
 * The lagged words follow in st[1..deg].
 */

static const struct { unsigned char deg, sep; } types[5] = {
	{ 0, 0 }, { 7, 3 }, { 15, 1 }, { 31, 3 }, { 63, 1 },
};

LOCK_DEFINE(hidden, __random_lock, LOCK_LEVEL_STATE);

/* Default state: 128 bytes (type 3) as initstate would make it, seeded by
   the first use exactly as srandom(1) would. */
static uint32_t default_state[32] = { 3 };
hidden __rword *__random_state = default_state;
static int seeded;

hidden int __random_type(size_t size)
{
	if (size >= 256)
		return 4;
	if (size >= 128)
		return 3;
	if (size >= 64)
		return 2;
	if (size >= 32)
		return 1;
	return 0;
}

hidden void __random_set_header(__rword *st, int type, unsigned pos)
{
	st[0] = (uint32_t)type | pos << 8;
}

hidden void __srandom_locked(unsigned seed)
{
	__rword *st = __random_state;
	int type = st[0] & 0xff;
	unsigned deg = types[type].deg;
	/* Signed 32-bit on purpose: the spreading below is glibc's to the
	   bit, including for seeds of 2^31 and above, which start out
	   negative.  Programs that print seeded random() values then print
	   the same numbers as with glibc. */
	int32_t x = (int32_t)(seed ? seed : 1);

	if (st == (__rword *)default_state)
		seeded = 1;
	st[1] = (uint32_t)x;
	if (!type)
		return;
	/* x = 16807 x mod (2^31 - 1), Park and Miller's minimal standard
	   generator, evaluated by Schrage's method (x = hi q + lo, q = m / a,
	   r = m % a), which keeps every product inside 32 bits for x < m. */
	for (unsigned i = 1; i < deg; i++) {
		int32_t hi = x / 127773, lo = x % 127773;
		x = 16807 * lo - 2836 * hi;  /* |x| < 2^31: no overflow */
		if (x < 0)
			x += 2147483647;
		st[1 + i] = (uint32_t)x;
	}
	/* The first new word is x[sep]: x[0..deg) are the seed words, and
	   word i is replaced by itself plus word i - sep. */
	__random_set_header(st, type, types[type].sep);
	for (unsigned i = 0; i < 10 * deg; i++)
		__random_locked();
}

hidden long __random_locked(void)
{
	__rword *st = __random_state;
	int type;
	unsigned pos, deg, other;
	uint32_t v;

	/* seed first: seeding moves the position read below */
	if (!seeded && st == (__rword *)default_state)
		__srandom_locked(1);
	type = st[0] & 0xff;
	pos = st[0] >> 8 & 0xff;
	if (!type) {
		/* the old rand(): 31 bits of a linear congruential generator */
		v = (st[1] * 1103515245u + 12345u) & 0x7fffffff;
		st[1] = v;
		return v;
	}
	deg = types[type].deg;
	other = pos + deg - types[type].sep;
	if (other >= deg)
		other -= deg;
	v = st[1 + pos] + st[1 + other];
	st[1 + pos] = v;
	if (++pos == deg)
		pos = 0;
	__random_set_header(st, type, pos);
	return v >> 1;
}
