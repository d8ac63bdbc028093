#include "cpu.h"
#include "strvec.h"

/* 16 bytes at a time while neither unaligned load can cross a page
   boundary (so it touches no page the strings do not reach); one byte at
   a time near the end of a page. */
#define PAGE_FAR(p) (((uintptr_t)(p) & 4095) <= 4096 - 16)

int __strcmp_sse2(const char *sa, const char *sb)
{
	const unsigned char *a = (const unsigned char *)sa, *b = (const unsigned char *)sb;
	v16 zero = vsplat(0);

	for (;;) {
		if (PAGE_FAR(a) && PAGE_FAR(b)) {
			v16 x = vloadu(a);
			unsigned m = vmatch(x, vloadu(b)) & ~vmatch(x, zero);
			if (m != 0xffff) {
				unsigned i = __builtin_ctz(~m);
				return a[i] - b[i];
			}
			a += 16;
			b += 16;
		} else {
			if (*a != *b || !*a)
				return *a - *b;
			a++;
			b++;
		}
	}
}
