#include "cpu.h"
#include "strvec.h"

void *__memset_sse2(void *dst, int c, size_t n)
{
	unsigned char *d = dst;
	uint64_t w = ONES * (unsigned char)c;

	if (n <= 16) {
		if (n >= 8) {
			*(u64u *)d = w;
			*(u64u *)(d + n - 8) = w;
		} else if (n >= 4) {
			*(u32u *)d = (uint32_t)w;
			*(u32u *)(d + n - 4) = (uint32_t)w;
		} else if (n) {
			d[0] = (unsigned char)c;
			d[n / 2] = (unsigned char)c;
			d[n - 1] = (unsigned char)c;
		}
		return dst;
	}
	v16 v = vsplat((unsigned char)c);
	vstoreu(d, v);
	vstoreu(d + n - 16, v);
	if (n <= 32)
		return dst;
	vstoreu(d + 16, v);
	vstoreu(d + n - 32, v);
	if (n <= 64)
		return dst;
	vstoreu(d + n - 48, v);
	vstoreu(d + n - 64, v);
	/* aligned 64-byte stores over the middle; the ends are done above */
	unsigned char *p = (unsigned char *)(((uintptr_t)d + 16) & ~(uintptr_t)15);
	unsigned char *end = d + n - 64;
	for (; p < end; p += 64) {
		vstore(p, v);
		vstore(p + 16, v);
		vstore(p + 32, v);
		vstore(p + 48, v);
	}
	return dst;
}
