/* MD5 as RFC 1321 defines it (section 3). */
#include "crypt_impl.h"

/* floor(2^32 * |sin(i + 1)|), the table of 3.4 */
static const uint32_t t[64] = {
	0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee,
	0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
	0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be,
	0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
	0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa,
	0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
	0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed,
	0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
	0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c,
	0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
	0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05,
	0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
	0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039,
	0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
	0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1,
	0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391
};

/* The left rotations of each round's four steps */
static const unsigned char rot[4][4] = {
	{ 7, 12, 17, 22 }, { 5, 9, 14, 20 }, { 4, 11, 16, 23 }, { 6, 10, 15, 21 },
};

static void compress(void *state, const unsigned char *b)
{
	uint32_t *h = state;
	uint32_t x[16], a = h[0], bb = h[1], c = h[2], d = h[3];
	for (int i = 0; i < 16; i++)
		x[i] = b[4 * i] | (uint32_t)b[4 * i + 1] << 8 | (uint32_t)b[4 * i + 2] << 16 |
		       (uint32_t)b[4 * i + 3] << 24;
	for (int i = 0; i < 64; i++) {
		uint32_t f;
		int j, r = i / 16;
		switch (r) {
		case 0: f = (bb & c) | (~bb & d); j = i; break;
		case 1: f = (bb & d) | (c & ~d); j = (5 * i + 1) % 16; break;
		case 2: f = bb ^ c ^ d; j = (3 * i + 5) % 16; break;
		default: f = c ^ (bb | ~d); j = 7 * i % 16; break;
		}
		uint32_t v = a + f + x[j] + t[i];
		int s = rot[r][i % 4];
		a = d;
		d = c;
		c = bb;
		bb += v << s | v >> (32 - s);
	}
	h[0] += a;
	h[1] += bb;
	h[2] += c;
	h[3] += d;
}

/* 64-byte blocks, the length little-endian (3.2) */
static const struct __digest_kind kind = { compress, 64, 8, 0 };

void __md5_init(struct __md5 *c)
{
	c->h[0] = 0x67452301;
	c->h[1] = 0xefcdab89;
	c->h[2] = 0x98badcfe;
	c->h[3] = 0x10325476;
	c->bytes = 0;
}

void __md5_update(struct __md5 *c, const void *p, size_t n)
{
	__digest_feed(&kind, c->h, &c->bytes, c->block, p, n);
}

void __md5_final(struct __md5 *c, unsigned char out[16])
{
	__digest_pad(&kind, c->h, &c->bytes, c->block);
	for (int i = 0; i < 16; i++)
		out[i] = c->h[i / 4] >> (8 * (i % 4));
	__crypt_wipe(c, sizeof *c);
}
