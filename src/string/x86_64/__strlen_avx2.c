#include "cpu.h"
#include "vec32.h"

/* Aligned 32-byte blocks only (never across a page boundary): the block
   holding s, the next three one at a time, then 128 bytes per iteration
   from a 128-byte boundary, with the four blocks folded by unsigned min so
   one compare finds a zero in any of them. */
AVX2 size_t __strlen_avx2(const char *s)
{
	const char *p = (const char *)((uintptr_t)s & ~(uintptr_t)31);
	unsigned m = zmask32(ld32(p)) >> (s - p);

	if (m)
		return __builtin_ctz(m);
	if ((m = zmask32(ld32(p + 32))))
		return p + 32 - s + __builtin_ctz(m);
	if ((m = zmask32(ld32(p + 64))))
		return p + 64 - s + __builtin_ctz(m);
	if ((m = zmask32(ld32(p + 96))))
		return p + 96 - s + __builtin_ctz(m);
	/* every byte before the next 128-byte boundary has been checked */
	p = (const char *)((uintptr_t)(p + 128) & ~(uintptr_t)127);
	for (;; p += 128) {
		v32 a = ld32(p), b = ld32(p + 32), c = ld32(p + 64), d = ld32(p + 96);
		v32 lo = _mm256_min_epu8(a, b), hi = _mm256_min_epu8(c, d);
		if (zmask32(_mm256_min_epu8(lo, hi))) {
			uint64_t z = zmask32(a) | (uint64_t)zmask32(b) << 32;
			if (z)
				return p - s + __builtin_ctzll(z);
			z = zmask32(c) | (uint64_t)zmask32(d) << 32;
			return p + 64 - s + __builtin_ctzll(z);
		}
	}
}
