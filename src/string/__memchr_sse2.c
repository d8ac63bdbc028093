#include "cpu.h"
#include "strvec.h"

/* Aligned 16-byte blocks: the first and last may extend outside s..s+n but
   never across a page boundary. */
void *__memchr_sse2(const void *s, int c, size_t n)
{
	v16 cv = vsplat((unsigned char)c);
	const unsigned char *p, *u = s;
	unsigned off, m;
	size_t left;

	if (!n)
		return 0;
	p = (const unsigned char *)((uintptr_t)u & ~(uintptr_t)15);
	off = u - p;
	m = vmatch(vload(p), cv) >> off;
	if (m) {
		unsigned i = __builtin_ctz(m);
		return i < n ? (void *)(u + i) : 0;
	}
	if (n <= 16 - off)
		return 0;
	left = n - (16 - off);
	for (p += 16; left > 16; p += 16, left -= 16) {
		m = vmatch(vload(p), cv);
		if (m)
			return (void *)(p + __builtin_ctz(m));
	}
	m = vmatch(vload(p), cv);
	if (m) {
		unsigned i = __builtin_ctz(m);
		if (i < left)
			return (void *)(p + i);
	}
	return 0;
}
