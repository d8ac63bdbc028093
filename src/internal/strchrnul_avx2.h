/* The AVX2 strchrnul loop, shared by __strchrnul_avx2 and __strchr_avx2
 * (never installed). */
#ifndef _WEFT_STRCHRNUL_AVX2_H
#define _WEFT_STRCHRNUL_AVX2_H

#include "vec32.h"

/* Like __strlen_avx2, looking for c or 0: a byte of min(x ^ c, x) is 0
   exactly where x holds either, so the four blocks of an iteration fold
   into one compare. */
AVX2 static inline char *strchrnul_avx2(const char *s, int c)
{
	v32 cv = splat32(c);
	const char *p = (const char *)((uintptr_t)s & ~(uintptr_t)31);
	unsigned m = zmask32(nulorc32(ld32(p), cv)) >> (s - p);

	if (m)
		return (char *)s + __builtin_ctz(m);
	if ((m = zmask32(nulorc32(ld32(p + 32), cv))))
		return (char *)p + 32 + __builtin_ctz(m);
	if ((m = zmask32(nulorc32(ld32(p + 64), cv))))
		return (char *)p + 64 + __builtin_ctz(m);
	if ((m = zmask32(nulorc32(ld32(p + 96), cv))))
		return (char *)p + 96 + __builtin_ctz(m);
	/* every byte before the next 128-byte boundary has been checked */
	p = (const char *)((uintptr_t)(p + 128) & ~(uintptr_t)127);
	for (;; p += 128) {
		v32 a = nulorc32(ld32(p), cv), b = nulorc32(ld32(p + 32), cv);
		v32 e = nulorc32(ld32(p + 64), cv), d = nulorc32(ld32(p + 96), cv);
		v32 lo = _mm256_min_epu8(a, b), hi = _mm256_min_epu8(e, d);
		if (zmask32(_mm256_min_epu8(lo, hi))) {
			uint64_t z = zmask32(a) | (uint64_t)zmask32(b) << 32;
			if (z)
				return (char *)p + __builtin_ctzll(z);
			z = zmask32(e) | (uint64_t)zmask32(d) << 32;
			return (char *)p + 64 + __builtin_ctzll(z);
		}
	}
}

#endif
