#include "cpu.h"
#include "memcopy.h"

void *__memmove_sse2(void *dst, const void *src, size_t n)
{
	unsigned char *d = dst;
	const unsigned char *s = src;

	if (n <= 64)
		copy_small(d, s, n);
	else if ((uintptr_t)d - (uintptr_t)s >= n) {
		/* d below s, or no overlap at all */
		if ((uintptr_t)s - (uintptr_t)d >= n && n >= REP_MOVSB_MIN)
			copy_rep(d, s, n);
		else
			copy_fwd(d, s, n);
	} else
		copy_bwd(d, s, n);
	return dst;
}
