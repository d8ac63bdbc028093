#include "cpu.h"
#include "strvec.h"
#include "vec32.h"

/* Above this size a copy between non-overlapping buffers uses rep movsb
   (ERMS/FSRM on every AVX2 CPU); up to it the vector loop is faster (docs/string.md). */
#define REP_MOVSB_ABOVE 16384

/* Up to 256 bytes: every load happens before the first store, so any
   overlap is fine.  Above: 128 bytes per iteration, unaligned loads and
   32-byte aligned stores, in the direction that never overwrites source
   bytes not yet loaded; the unaligned ends are loaded before the loop and
   stored after it. */
AVX2 void *__memmove_avx2(void *dst, const void *src, size_t n)
{
	unsigned char *d = dst;
	const unsigned char *s = src;

	if (n <= 32) {
		if (n >= 16) {
			x16 a = ldu16(s), b = ldu16(s + n - 16);
			stu16(d, a);
			stu16(d + n - 16, b);
		} else if (n >= 8) {
			uint64_t a = *(const u64u *)s, b = *(const u64u *)(s + n - 8);
			*(u64u *)d = a;
			*(u64u *)(d + n - 8) = b;
		} else if (n >= 4) {
			uint32_t a = *(const u32u *)s, b = *(const u32u *)(s + n - 4);
			*(u32u *)d = a;
			*(u32u *)(d + n - 4) = b;
		} else if (n) {
			unsigned char a = s[0], b = s[n / 2], c = s[n - 1];
			d[0] = a;
			d[n / 2] = b;
			d[n - 1] = c;
		}
		return dst;
	}
	if (n <= 64) {
		v32 a = ldu32(s), b = ldu32(s + n - 32);
		stu32(d, a);
		stu32(d + n - 32, b);
		return dst;
	}
	if (n <= 128) {
		v32 a = ldu32(s), b = ldu32(s + 32);
		v32 c = ldu32(s + n - 64), e = ldu32(s + n - 32);
		stu32(d, a);
		stu32(d + 32, b);
		stu32(d + n - 64, c);
		stu32(d + n - 32, e);
		return dst;
	}
	if (n <= 256) {
		v32 a = ldu32(s), b = ldu32(s + 32), c = ldu32(s + 64), e = ldu32(s + 96);
		v32 f = ldu32(s + n - 128), g = ldu32(s + n - 96);
		v32 h = ldu32(s + n - 64), k = ldu32(s + n - 32);
		stu32(d, a);
		stu32(d + 32, b);
		stu32(d + 64, c);
		stu32(d + 96, e);
		stu32(d + n - 128, f);
		stu32(d + n - 96, g);
		stu32(d + n - 64, h);
		stu32(d + n - 32, k);
		return dst;
	}
	size_t ahead = (uintptr_t)d - (uintptr_t)s;
	int back = ahead < n;	/* d above s and overlapping: backward */

	if ((uintptr_t)s - (uintptr_t)d >= n && !back) {
		/* No overlap: either direction is correct. */
		if (n > REP_MOVSB_ABOVE) {
			__asm__ volatile("rep movsb" : "+D"(d), "+S"(s), "+c"(n) : : "memory");
			return dst;
		}
		/* A load whose address matches a store a few iterations back in
		   its low 12 bits waits for that store (4 KiB aliasing).  Going
		   forward that happens when d is a little ahead of s modulo a
		   page, going backward when it is a little behind. */
		back = (ahead & 4095) < 2048;
	}
	if (!back) {
		v32 head = ldu32(s);
		v32 t0 = ldu32(s + n - 128), t1 = ldu32(s + n - 96);
		v32 t2 = ldu32(s + n - 64), t3 = ldu32(s + n - 32);
		size_t skew = 32 - ((uintptr_t)d & 31);
		unsigned char *dp = d + skew, *end = d + n - 128;
		const unsigned char *sp = s + skew;

		for (; dp < end; dp += 128, sp += 128) {
			v32 a = ldu32(sp), b = ldu32(sp + 32);
			v32 c = ldu32(sp + 64), e = ldu32(sp + 96);
			st32(dp, a);
			st32(dp + 32, b);
			st32(dp + 64, c);
			st32(dp + 96, e);
		}
		stu32(d + n - 128, t0);
		stu32(d + n - 96, t1);
		stu32(d + n - 64, t2);
		stu32(d + n - 32, t3);
		stu32(d, head);
	} else {
		v32 tail = ldu32(s + n - 32);
		v32 h0 = ldu32(s), h1 = ldu32(s + 32);
		v32 h2 = ldu32(s + 64), h3 = ldu32(s + 96);
		size_t skew = (uintptr_t)(d + n) & 31;
		unsigned char *dp = d + n - skew, *start = d + 128;
		const unsigned char *sp = s + n - skew;

		for (; dp > start; ) {
			dp -= 128;
			sp -= 128;
			v32 a = ldu32(sp), b = ldu32(sp + 32);
			v32 c = ldu32(sp + 64), e = ldu32(sp + 96);
			st32(dp + 96, e);
			st32(dp + 64, c);
			st32(dp + 32, b);
			st32(dp, a);
		}
		stu32(d, h0);
		stu32(d + 32, h1);
		stu32(d + 64, h2);
		stu32(d + 96, h3);
		stu32(d + n - 32, tail);
	}
	return dst;
}
