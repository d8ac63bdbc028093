/* SHA-256 and SHA-512 are one algorithm (FIPS 180-4 6.2 and 6.4) over
   32- or 64-bit words, with other constants, rotations and round counts.
   Each of src/crypt/__crypt_sha256.c and __crypt_sha512.c includes this
   after defining
     SHA2_WORD               uint32_t or uint64_t,
     SHA2_ROUNDS             64 or 80,
     SHA2_CTX, SHA2_NAME(f)  its context type and function names,
     SHA2_SIGMA0, SHA2_SIGMA1  the three rotations of the functions
                             Sigma0 (on a) and Sigma1 (on e),
     SHA2_SMALL0, SHA2_SMALL1  the two rotations and the shift of sigma0
                             and sigma1 (the message schedule),
     SHA2_LENBYTES           the bytes of the length in the padding,
   and its tables k[SHA2_ROUNDS] and h0[8]. */
#include <string.h>
#include "crypt_impl.h"

static SHA2_WORD ror(SHA2_WORD x, int n)
{
	return x >> n | x << (8 * sizeof x - n);
}

static SHA2_WORD sigma(SHA2_WORD x, int r1, int r2, int r3)
{
	return ror(x, r1) ^ ror(x, r2) ^ ror(x, r3);
}

static SHA2_WORD small_sigma(SHA2_WORD x, int r1, int r2, int s)
{
	return ror(x, r1) ^ ror(x, r2) ^ x >> s;
}

static void compress(void *state, const unsigned char *blk)
{
	SHA2_WORD *h = state, w[SHA2_ROUNDS];
	for (int t = 0; t < 16; t++) {
		w[t] = 0;
		for (size_t i = 0; i < sizeof *w; i++)
			w[t] = w[t] << 8 | blk[sizeof *w * t + i];
	}
	for (int t = 16; t < SHA2_ROUNDS; t++)
		w[t] = small_sigma(w[t - 2], SHA2_SMALL1) + w[t - 7] +
		       small_sigma(w[t - 15], SHA2_SMALL0) + w[t - 16];
	SHA2_WORD a = h[0], b = h[1], c = h[2], d = h[3];
	SHA2_WORD e = h[4], f = h[5], g = h[6], hh = h[7];
	for (int t = 0; t < SHA2_ROUNDS; t++) {
		SHA2_WORD t1 = hh + sigma(e, SHA2_SIGMA1) + ((e & f) ^ (~e & g)) + k[t] + w[t];
		SHA2_WORD t2 = sigma(a, SHA2_SIGMA0) + ((a & b) ^ (a & c) ^ (b & c));
		hh = g;
		g = f;
		f = e;
		e = d + t1;
		d = c;
		c = b;
		b = a;
		a = t1 + t2;
	}
	h[0] += a;
	h[1] += b;
	h[2] += c;
	h[3] += d;
	h[4] += e;
	h[5] += f;
	h[6] += g;
	h[7] += hh;
}

/* Blocks of 16 words; the length at the end most significant byte first. */
static const struct __digest_kind kind = { compress, 16 * sizeof(SHA2_WORD), SHA2_LENBYTES, 1 };

void SHA2_NAME(init)(SHA2_CTX *c)
{
	memcpy(c->h, h0, sizeof h0);
	c->bytes = 0;
}

void SHA2_NAME(update)(SHA2_CTX *c, const void *p, size_t n)
{
	__digest_feed(&kind, c->h, &c->bytes, c->block, p, n);
}

void SHA2_NAME(final)(SHA2_CTX *c, unsigned char out[32 * sizeof(SHA2_WORD) / 4])
{
	__digest_pad(&kind, c->h, &c->bytes, c->block);
	for (int i = 0; i < 8; i++)
		for (size_t j = 0; j < sizeof(SHA2_WORD); j++)
			out[sizeof(SHA2_WORD) * i + j] = c->h[i] >> (8 * (sizeof(SHA2_WORD) - 1 - j));
	__crypt_wipe(c, sizeof *c);
}
