#include "cpu.h"
#include "strvec.h"

/* Scan aligned blocks up to the terminator, remembering the last block with
   a match of c. */
char *__strrchr_sse2(const char *s, int c)
{
	v16 zero = vsplat(0), cv = vsplat((unsigned char)c);
	const char *p = (const char *)((uintptr_t)s & ~(uintptr_t)15);
	const char *last = 0;
	unsigned lastm = 0;
	v16 x = vload(p);
	unsigned skip = s - p;
	unsigned z = vmatch(x, zero) >> skip << skip;
	unsigned m = vmatch(x, cv) >> skip << skip;

	for (;;) {
		if (z) {
			/* keep matches at or before the terminator (c may be 0) */
			unsigned upto = z & -z;
			m &= upto | (upto - 1);
			if (m) {
				last = p;
				lastm = m;
			}
			break;
		}
		if (m) {
			last = p;
			lastm = m;
		}
		p += 16;
		x = vload(p);
		z = vmatch(x, zero);
		m = vmatch(x, cv);
	}
	return last ? (char *)last + 31 - __builtin_clz(lastm) : 0;
}
