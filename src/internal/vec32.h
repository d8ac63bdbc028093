/* AVX2 helpers for the string functions' AVX2 variants (never installed).
 *
 * Every function that uses them carries AVX2 (target avx2, bmi, bmi2), so the rest
 * of the library stays baseline x86_64; the compilers put a vzeroupper
 * before each return of such a function.  The same load rule as strvec.h
 * holds: an aligned 32-byte load never crosses a page boundary, so it may
 * touch bytes outside the string inside its own 32-byte block; an unaligned
 * load touches only bytes the function may read.
 */
#ifndef _WEFT_VEC32_H
#define _WEFT_VEC32_H

#include <immintrin.h>
#include <stddef.h>
#include <stdint.h>

/* The AVX2 variants are chosen only when BMI1 and BMI2 are there too (every
   AVX2 CPU so far has them): tzcnt and shrx/shlx are used freely. */
#define AVX2 __attribute__((__target__("avx2,bmi,bmi2")))

typedef __m256i v32;
typedef __m128i x16;

AVX2 static inline v32 ld32(const void *p)
{
	return _mm256_load_si256((const __m256i *)p);
}

AVX2 static inline v32 ldu32(const void *p)
{
	return _mm256_loadu_si256((const __m256i_u *)p);
}

AVX2 static inline void st32(void *p, v32 x)
{
	_mm256_store_si256((__m256i *)p, x);
}

AVX2 static inline void stu32(void *p, v32 x)
{
	_mm256_storeu_si256((__m256i_u *)p, x);
}

AVX2 static inline x16 ldu16(const void *p)
{
	return _mm_loadu_si128((const __m128i_u *)p);
}

AVX2 static inline void stu16(void *p, x16 x)
{
	_mm_storeu_si128((__m128i_u *)p, x);
}

AVX2 static inline v32 splat32(int c)
{
	return _mm256_set1_epi8((char)c);
}

/* Bit i set when byte i of a equals byte i of b. */
AVX2 static inline unsigned eqmask32(v32 a, v32 b)
{
	return (unsigned)_mm256_movemask_epi8(_mm256_cmpeq_epi8(a, b));
}

AVX2 static inline unsigned zmask32(v32 a)
{
	return eqmask32(a, _mm256_setzero_si256());
}

/* A byte of the result is 0 exactly where x holds c or 0 (cv is c
   broadcast): min(x ^ c, x) is 0 iff one of the two is. */
AVX2 static inline v32 nulorc32(v32 x, v32 cv)
{
	/* keep x in a register: otherwise the compilers fold the load into
	   both operations and the loops pay two loads per block */
	__asm__("" : "+x"(x));
	return _mm256_min_epu8(_mm256_xor_si256(x, cv), x);
}

#endif
