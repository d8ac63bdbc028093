#include "cpu.h"
#include "vec32.h"

/* Aligned 64-byte blocks (two 32-byte loads, never across a page
   boundary) up to the one holding the terminator, remembering the last
   block with a match of c and its 64-bit match mask. */
AVX2 char *__strrchr_avx2(const char *s, int c)
{
	v32 cv = splat32(c);
	const char *p = (const char *)((uintptr_t)s & ~(uintptr_t)63);
	const char *last = 0;
	uint64_t lastm = 0, keep = ~(uint64_t)0 << (s - p);

	for (;; p += 64, keep = ~(uint64_t)0) {
		v32 x = ld32(p), y = ld32(p + 32);
		/* the common case: neither c nor 0 in these 64 bytes */
		if (!zmask32(_mm256_min_epu8(nulorc32(x, cv), nulorc32(y, cv))))
			continue;
		uint64_t z = (zmask32(x) | (uint64_t)zmask32(y) << 32) & keep;
		uint64_t m = (eqmask32(x, cv) | (uint64_t)eqmask32(y, cv) << 32) & keep;

		if (z) {
			/* keep matches at or before the terminator (c may be 0) */
			m &= (z & -z) | ((z & -z) - 1);
			if (m) {
				last = p;
				lastm = m;
			}
			break;
		}
		if (m) {
			last = p;
			lastm = m;
		}
	}
	return last ? (char *)last + 63 - __builtin_clzll(lastm) : 0;
}
