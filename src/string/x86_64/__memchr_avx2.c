#include "cpu.h"
#include "vec32.h"

/* Aligned 32-byte blocks: the first and last may extend outside s..s+n but
   each holds at least one byte of the range, so none crosses into a page
   the range does not touch.  128 bytes per iteration while more than 128
   are left, from a 128-byte boundary: a group of four blocks never spans a
   page, so nothing is read from a page past the one holding the first
   match (strnlen relies on this: its range may run past the mapping). */
AVX2 void *__memchr_avx2(const void *s, int c, size_t n)
{
	v32 cv = splat32(c);
	const unsigned char *p, *u = s;
	unsigned off, m;
	size_t left;

	if (!n)
		return 0;
	p = (const unsigned char *)((uintptr_t)u & ~(uintptr_t)31);
	off = u - p;
	m = eqmask32(ld32(p), cv) >> off;
	if (m) {
		unsigned i = __builtin_ctz(m);
		return i < n ? (void *)(u + i) : 0;
	}
	if (n <= 32 - off)
		return 0;
	left = n - (32 - off);
	for (p += 32; (uintptr_t)p & 127; p += 32, left -= 32) {
		if (left <= 32)
			goto last;
		m = eqmask32(ld32(p), cv);
		if (m)
			return (void *)(p + __builtin_ctz(m));
	}
	for (; left > 128; p += 128, left -= 128) {
		v32 a = _mm256_cmpeq_epi8(ld32(p), cv), b = _mm256_cmpeq_epi8(ld32(p + 32), cv);
		v32 e = _mm256_cmpeq_epi8(ld32(p + 64), cv), d = _mm256_cmpeq_epi8(ld32(p + 96), cv);
		v32 any = _mm256_or_si256(_mm256_or_si256(a, b), _mm256_or_si256(e, d));
		if (_mm256_movemask_epi8(any)) {
			uint64_t z = (unsigned)_mm256_movemask_epi8(a) |
				(uint64_t)(unsigned)_mm256_movemask_epi8(b) << 32;
			if (z)
				return (void *)(p + __builtin_ctzll(z));
			z = (unsigned)_mm256_movemask_epi8(e) |
				(uint64_t)(unsigned)_mm256_movemask_epi8(d) << 32;
			return (void *)(p + 64 + __builtin_ctzll(z));
		}
	}
	/* 1..128 bytes left, in at most four blocks from p */
	for (; left > 32; p += 32, left -= 32) {
		m = eqmask32(ld32(p), cv);
		if (m)
			return (void *)(p + __builtin_ctz(m));
	}
last:
	m = eqmask32(ld32(p), cv);
	if (m) {
		unsigned i = __builtin_ctz(m);
		if (i < left)
			return (void *)(p + i);
	}
	return 0;
}
