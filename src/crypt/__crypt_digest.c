/* Block buffering and padding for MD5 (RFC 1321 3.1, 3.2) and SHA-2
   (FIPS 180-4 5.1, 5.2): the padding is a 1 bit, zeros up to lenbytes
   short of a block, then the message length in bits. */
#include <string.h>
#include "crypt_impl.h"

void __digest_feed(const struct __digest_kind *k, void *h, uint64_t *bytes,
		   unsigned char *buf, const void *p, size_t n)
{
	const unsigned char *s = p;
	size_t b = k->block, used = *bytes % b;

	*bytes += n;
	if (used) {
		size_t take = n < b - used ? n : b - used;
		memcpy(buf + used, s, take);
		s += take;
		n -= take;
		if (used + take < b)
			return;
		k->compress(h, buf);
	}
	for (; n >= b; s += b, n -= b)
		k->compress(h, s);
	memcpy(buf, s, n);
}

void __digest_pad(const struct __digest_kind *k, void *h, uint64_t *bytes, unsigned char *buf)
{
	/* The length as up to 128 bits: a count of bytes below 2^64 times 8. */
	uint64_t lo = *bytes << 3, hi = *bytes >> 61;
	size_t b = k->block, l = k->lenbytes;
	unsigned char pad[128 + 16] = { 0x80 };
	size_t n = (2 * b - l - (*bytes + 1) % b) % b + 1;

	for (size_t i = 0; i < l; i++) {
		unsigned char v = i < 8 ? lo >> (8 * i) : hi >> (8 * (i - 8));
		pad[k->big ? n + l - 1 - i : n + i] = v;
	}
	__digest_feed(k, h, bytes, buf, pad, n + l);
}
