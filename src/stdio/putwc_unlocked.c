#define _GNU_SOURCE
#include <wchar.h>
#include "stdio_impl.h"

/* putwc (a function here, as fputwc) for a caller that holds the lock (flockfile) or needs none. */
wint_t putwc_unlocked(wchar_t wc, FILE *f)
{
	if (__orient_wide(f))
		return WEOF;
	return __fputwc_unlocked(wc, f);
}
