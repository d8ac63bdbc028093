#include <string.h>
#include "strvec.h"

#define PAGE_FAR(p) (((uintptr_t)(p) & 4095) <= 4096 - 16)

/* As strcmp, 16 bytes at a time while at least 16 remain to compare. */
int strncmp(const char *sa, const char *sb, size_t n)
{
	const unsigned char *a = (const unsigned char *)sa, *b = (const unsigned char *)sb;
	v16 zero = vsplat(0);

	while (n) {
		if (n >= 16 && PAGE_FAR(a) && PAGE_FAR(b)) {
			v16 x = vloadu(a);
			unsigned m = vmatch(x, vloadu(b)) & ~vmatch(x, zero);
			if (m != 0xffff) {
				unsigned i = __builtin_ctz(~m);
				return a[i] - b[i];
			}
			a += 16;
			b += 16;
			n -= 16;
		} else {
			if (*a != *b || !*a)
				return *a - *b;
			a++;
			b++;
			n--;
		}
	}
	return 0;
}
