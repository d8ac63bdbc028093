#include "libm_ext.h"

/* Words of 2/pi the reduction reads: 7 x 64 bits. */
#define WORDS 7

/* pi/2 as the sum of two 64-bit parts (exact in either long double). */
#define PIO2_A 0xc90fdaa22168c235p-63L
#define PIO2_B -0xece675d1fc8f8cbbp-129L

/* Word w of 2/pi after the point: the first 20 are the double
   reduction's table, the rest follow in __pio2_bits_big.  Words before
   the point (w < 0, the integer part) are 0. */
static uint64_t pio2_word(int w)
{
	if (w < 0)
		return 0;
	return w < 20 ? __pio2_bits[w] : __pio2_bits_big[w - 20];
}

/* 64 bits of 2/pi from bit p on (bit 1 the first after the point). */
static uint64_t pio2_word_at(int p)
{
	int w = (p - 1) >> 6, s = (p - 1) & 63;   /* floor division */
	uint64_t hi = pio2_word(w), lo = pio2_word(w + 1);
	return s ? hi << s | lo >> (64 - s) : hi;
}

/* x - k pi/2 for a large positive x = M 2^e, M = mhi 2^64 + mlo < 2^113,
   in fixed point.  x 2/pi = M 2^e sum b_i 2^-i over the bits b_i of 2/pi;
   a bit with i <= e - 2 only adds a multiple of 4 to it, which leaves k
   mod 4 and the fraction alone, so the sum starts at i0 = e - 1: with W
   the 448-bit window of bits i0 .. i0 + 447, x 2/pi = M W 2^-446 (mod 4).
   The bits past the window are worth less than M 2^-446 < 2^-333, while
   the fraction of x 2/pi comes near 0 or 1 by about 2^-128 at the closest
   over all 2^128 binary128 numbers (as evenly spread fractions would; a
   few bits either way): near 200 bits stay after the worst cancellation,
   for the 113 wanted.  The largest e (16383 - 112 for binary128, 16383 -
   63 for the x87 format) reads up to word 261 of the table.  Returns k
   mod 4, x - k pi/2 in *r. */
hidden int __rem_pio2_big(uint64_t mhi, uint64_t mlo, int e, long double *r)
{
	uint64_t m[2] = { mlo, mhi };
	/* the window, least significant word first */
	uint64_t w[WORDS], p[WORDS] = { 0 };
	for (int j = 0; j < WORDS; j++)
		w[WORDS - 1 - j] = pio2_word_at(e - 1 + 64 * j);
	/* p = M W mod 2^448 */
	for (int a = 0; a < 2; a++) {
		uint64_t carry = 0;
		for (int b = 0; a + b < WORDS; b++) {
			unsigned __int128 t = (unsigned __int128)m[a] * w[b] + p[a + b] + carry;
			p[a + b] = (uint64_t)t;
			carry = (uint64_t)(t >> 64);
		}
	}
	/* the top two bits are k mod 4, the 446 below the fraction, shifted
	   up by two to be a 448-bit fraction f */
	int n = (int)(p[WORDS - 1] >> 62);
	for (int j = WORDS - 1; j > 0; j--)
		p[j] = p[j] << 2 | p[j - 1] >> 62;
	p[0] <<= 2;
	int neg = 0;
	if (p[WORDS - 1] >> 63) {
		/* f >= 1/2: k + 1, and the fraction f - 1 < 0, negated here */
		n = (n + 1) & 3;
		neg = 1;
		unsigned c = 1;
		for (int j = 0; j < WORDS; j++) {
			p[j] = ~p[j] + c;
			c = c && p[j] == 0;
		}
	}
	/* |f| <= 1/2: its leading 128 bits, rounded once to long double,
	   then scaled */
	int top = WORDS - 1;
	while (top > 0 && p[top] == 0)
		top--;
	if (p[top] == 0) {
		*r = 0;
		return n;
	}
	int z = __builtin_clzll(p[top]);
	uint64_t h = p[top], l = top > 0 ? p[top - 1] : 0, ll = top > 1 ? p[top - 2] : 0;
	if (z) {
		h = h << z | l >> (64 - z);
		l = l << z | ll >> (64 - z);
	}
	/* |f| = p 2^-448 = (h 2^64 + l) 2^(64 (top + 1) - z - 128 - 448) */
	long double v = ldexpl((long double)h * 0x1p64L + (long double)l, 64 * (top + 1) - z - 576);
	long double y = v * PIO2_A + v * PIO2_B;
	*r = neg ? -y : y;
	return n;
}
