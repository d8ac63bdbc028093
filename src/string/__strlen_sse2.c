#include "cpu.h"
#include "strvec.h"

/* Aligned 16-byte blocks (never across a page boundary), 64 bytes per
   iteration once the pointer is 64-byte aligned. */
size_t __strlen_sse2(const char *s)
{
	v16 zero = vsplat(0);
	const char *p = (const char *)((uintptr_t)s & ~(uintptr_t)15);
	unsigned m = vmatch(vload(p), zero) >> (s - p);

	if (m)
		return __builtin_ctz(m);
	for (;;) {
		p += 16;
		if (!((uintptr_t)p & 63))
			break;
		m = vmatch(vload(p), zero);
		if (m)
			return p - s + __builtin_ctz(m);
	}
	for (;; p += 64) {
		v16 a = vload(p), b = vload(p + 16), c = vload(p + 32), d = vload(p + 48);
		v16 z = (v16)((a == zero) | (b == zero) | (c == zero) | (d == zero));
		if (vmask(z))
			break;
	}
	for (;; p += 16) {
		m = vmatch(vload(p), zero);
		if (m)
			return p - s + __builtin_ctz(m);
	}
}
