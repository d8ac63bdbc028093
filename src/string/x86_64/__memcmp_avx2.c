#include "cpu.h"
#include "strvec.h"
#include "vec32.h"

/* Big-endian view of 8 (or 4) bytes: comparing those as integers orders
   them as memcmp does. */
static inline int cmp64(const unsigned char *a, const unsigned char *b)
{
	uint64_t x = __builtin_bswap64(*(const u64u *)a);
	uint64_t y = __builtin_bswap64(*(const u64u *)b);

	return (x > y) - (x < y);
}

static inline int cmp32(const unsigned char *a, const unsigned char *b)
{
	uint32_t x = __builtin_bswap32(*(const u32u *)a);
	uint32_t y = __builtin_bswap32(*(const u32u *)b);

	return (x > y) - (x < y);
}

/* Mask of the bytes that differ in the 32 bytes at a and b. */
AVX2 static inline unsigned diff32(const unsigned char *a, const unsigned char *b)
{
	return ~eqmask32(ldu32(a), ldu32(b));
}

/* Unaligned loads inside the two buffers only: the last blocks overlap the
   ones before them instead of reading past the end.  Blocks are checked in
   address order, so the first block that differs holds the first
   difference. */
AVX2 int __memcmp_avx2(const void *va, const void *vb, size_t n)
{
	const unsigned char *a = va, *b = vb;
	unsigned m;
	int r;

	if (n < 32) {
		if (n >= 16) {
			/* both halves before any branch: equal is the fall-through */
			unsigned m1 = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(ldu16(a), ldu16(b)));
			unsigned m2 = (unsigned)_mm_movemask_epi8(
				_mm_cmpeq_epi8(ldu16(a + n - 16), ldu16(b + n - 16)));
			if ((m1 & m2) == 0xffff)
				return 0;
			m = m1 ^ 0xffff;
			if (!m) {
				a += n - 16;
				b += n - 16;
				m = m2 ^ 0xffff;
			}
			goto found;
		}
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
	if (n <= 64) {
		if ((m = diff32(a, b)))
			goto found;
		a += n - 32;
		b += n - 32;
		if ((m = diff32(a, b)))
			goto found;
		return 0;
	}
	/* n > 64: 128 bytes per iteration while more than 128 are left */
	for (; n > 128; n -= 128, a += 128, b += 128) {
		v32 e0 = _mm256_cmpeq_epi8(ldu32(a), ldu32(b));
		v32 e1 = _mm256_cmpeq_epi8(ldu32(a + 32), ldu32(b + 32));
		v32 e2 = _mm256_cmpeq_epi8(ldu32(a + 64), ldu32(b + 64));
		v32 e3 = _mm256_cmpeq_epi8(ldu32(a + 96), ldu32(b + 96));
		v32 all = _mm256_and_si256(_mm256_and_si256(e0, e1), _mm256_and_si256(e2, e3));
		if ((unsigned)_mm256_movemask_epi8(all) != 0xffffffffu) {
			if ((m = ~(unsigned)_mm256_movemask_epi8(e0)))
				goto found;
			a += 32, b += 32;
			if ((m = ~(unsigned)_mm256_movemask_epi8(e1)))
				goto found;
			a += 32, b += 32;
			if ((m = ~(unsigned)_mm256_movemask_epi8(e2)))
				goto found;
			a += 32, b += 32;
			m = ~(unsigned)_mm256_movemask_epi8(e3);
			goto found;
		}
	}
	if (n <= 64) {
		/* the loop ran: step back to the last 128 bytes, already
		   known equal up to a */
		a -= 128 - n;
		b -= 128 - n;
		n = 128;
	}
	/* 64 < n <= 128 left: the first 64 and the last 64 */
	if ((m = diff32(a, b)))
		goto found;
	if ((m = diff32(a + 32, b + 32))) {
		a += 32, b += 32;
		goto found;
	}
	a += n - 64;
	b += n - 64;
	if ((m = diff32(a, b)))
		goto found;
	if ((m = diff32(a + 32, b + 32))) {
		a += 32, b += 32;
		goto found;
	}
	return 0;
found:
	m = __builtin_ctz(m);
	return a[m] - b[m];
}
