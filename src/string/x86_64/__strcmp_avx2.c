#include "cpu.h"
#include "vec32.h"

/* Unaligned 32-byte compares while neither load can reach the end of its
   page (so no load touches a page the strings do not reach); near a page
   end, 16 bytes and then one byte at a time until the nearer pointer has
   crossed into the next page. */
AVX2 int __strcmp_avx2(const char *sa, const char *sb)
{
	const unsigned char *a = (const unsigned char *)sa, *b = (const unsigned char *)sb;
	unsigned m;

	for (;;) {
		size_t ra = 4096 - ((uintptr_t)a & 4095), rb = 4096 - ((uintptr_t)b & 4095);
		size_t r = ra < rb ? ra : rb;

		for (; r >= 32; r -= 32, a += 32, b += 32) {
			v32 x = ldu32(a);
			/* 0 where the bytes differ or x has its terminator */
			v32 t = _mm256_min_epu8(x, _mm256_cmpeq_epi8(x, ldu32(b)));
			if ((m = zmask32(t)))
				goto found;
		}
		if (r >= 16) {
			x16 x = ldu16(a);
			x16 t = _mm_min_epu8(x, _mm_cmpeq_epi8(x, ldu16(b)));
			if ((m = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(t, _mm_setzero_si128()))))
				goto found;
			r -= 16, a += 16, b += 16;
		}
		for (; r; r--, a++, b++)
			if (*a != *b || !*a)
				return *a - *b;
	}
found:
	m = __builtin_ctz(m);
	return a[m] - b[m];
}
