#include "cpu.h"
#include "memcopy.h"

void *__memmove_sse2(void *dst, const void *src, size_t n)
{
	unsigned char *d = dst;
	const unsigned char *s = src;

	size_t ahead = (uintptr_t)d - (uintptr_t)s;

	if (n <= 64)
		copy_small(d, s, n);
	else if (ahead < n)
		copy_bwd(d, s, n);	/* d above s, overlapping */
	else if ((uintptr_t)s - (uintptr_t)d < n)
		copy_fwd(d, s, n);	/* d below s, overlapping */
	else if (n > REP_MOVSB_ABOVE)
		copy_rep(d, s, n);
	else if ((ahead & 4095) < 2048)
		copy_bwd(d, s, n);	/* see __memmove_avx2: 4 KiB aliasing */
	else
		copy_fwd(d, s, n);
	return dst;
}
