#define _GNU_SOURCE
#include "libm_ext.h"

#if LDBL_MANT_DIG != 113
#error "binary128 long double only (x86_64 has its own)"
#endif

/* As totalorder: the encodings as sign-magnitude 128-bit integers. */
int totalorderl(const long double *x, const long double *y)
{
	union __ld128 a = { *x }, b = { *y };
	__int128 ka = (__int128)a.q, kb = (__int128)b.q;
	ka ^= (__int128)((unsigned __int128)(ka >> 127) >> 1);
	kb ^= (__int128)((unsigned __int128)(kb >> 127) >> 1);
	return ka <= kb;
}
