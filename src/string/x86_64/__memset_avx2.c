#include "cpu.h"
#include "strvec.h"
#include "vec32.h"

/* At and above this size rep stosb fills faster than the vector loop. */
#define REP_STOSB_MIN 2048

/* Overlapping unaligned stores at both ends; in between, 128 bytes per
   iteration of 32-byte aligned stores. */
AVX2 void *__memset_avx2(void *dst, int c, size_t n)
{
	unsigned char *d = dst;

	if (n <= 32) {
		if (n >= 16) {
			x16 v = _mm_set1_epi8((char)c);
			stu16(d, v);
			stu16(d + n - 16, v);
		} else if (n >= 4) {
			uint64_t w = ONES * (unsigned char)c;
			if (n >= 8) {
				*(u64u *)d = w;
				*(u64u *)(d + n - 8) = w;
			} else {
				*(u32u *)d = (uint32_t)w;
				*(u32u *)(d + n - 4) = (uint32_t)w;
			}
		} else if (n) {
			d[0] = (unsigned char)c;
			d[n / 2] = (unsigned char)c;
			d[n - 1] = (unsigned char)c;
		}
		return dst;
	}
	if (n >= REP_STOSB_MIN) {
		__asm__ volatile("rep stosb" : "+D"(d), "+c"(n) : "a"(c) : "memory");
		return dst;
	}
	v32 v = splat32(c);
	stu32(d, v);
	stu32(d + n - 32, v);
	if (n <= 64)
		return dst;
	stu32(d + 32, v);
	stu32(d + n - 64, v);
	if (n <= 128)
		return dst;
	stu32(d + 64, v);
	stu32(d + 96, v);
	stu32(d + n - 96, v);
	stu32(d + n - 128, v);
	if (n <= 256)
		return dst;
	unsigned char *p = (unsigned char *)(((uintptr_t)d + 128) & ~(uintptr_t)31);
	unsigned char *end = d + n - 128;
	for (; p < end; p += 128) {
		st32(p, v);
		st32(p + 32, v);
		st32(p + 64, v);
		st32(p + 96, v);
	}
	return dst;
}
