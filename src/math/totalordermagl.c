#define _GNU_SOURCE
#include "libm_ext.h"

#if LDBL_MANT_DIG != 113
#error "binary128 long double only (x86_64 has its own)"
#endif

/* As totalordermag: the encodings without the sign, unsigned. */
int totalordermagl(const long double *x, const long double *y)
{
	union __ld128 a = { *x }, b = { *y };
	unsigned __int128 m = ~(unsigned __int128)0 >> 1;
	return (a.q & m) <= (b.q & m);
}
