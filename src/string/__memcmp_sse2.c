#include "cpu.h"
#include "strvec.h"

/* Big-endian view of 8 (or 4) bytes: comparing those as integers orders
   them as memcmp does. */
static inline int cmp64(const unsigned char *a, const unsigned char *b)
{
	uint64_t x = __builtin_bswap64(*(const u64u *)a);
	uint64_t y = __builtin_bswap64(*(const u64u *)b);

	return x == y ? 0 : x < y ? -1 : 1;
}

static inline int cmp32(const unsigned char *a, const unsigned char *b)
{
	uint32_t x = __builtin_bswap32(*(const u32u *)a);
	uint32_t y = __builtin_bswap32(*(const u32u *)b);

	return x == y ? 0 : x < y ? -1 : 1;
}

/* 16 bytes at a time with unaligned loads inside the two buffers; the last
   block overlaps the one before it instead of reading past the end. */
int __memcmp_sse2(const void *va, const void *vb, size_t n)
{
	const unsigned char *a = va, *b = vb;
	unsigned m;
	int r;

	if (n < 16) {
		if (n >= 8) {
			if ((r = cmp64(a, b)))
				return r;
			return cmp64(a + n - 8, b + n - 8);
		}
		if (n >= 4) {
			if ((r = cmp32(a, b)))
				return r;
			return cmp32(a + n - 4, b + n - 4);
		}
		for (; n; n--, a++, b++)
			if (*a != *b)
				return *a - *b;
		return 0;
	}
	for (;;) {
		m = vmatch(vloadu(a), vloadu(b)) ^ 0xffff;
		if (m) {
			unsigned i = __builtin_ctz(m);
			return a[i] - b[i];
		}
		n -= 16;
		if (!n)
			return 0;
		if (n < 16) {
			a -= 16 - n;
			b -= 16 - n;
			n = 16;
		}
		a += 16;
		b += 16;
	}
}
