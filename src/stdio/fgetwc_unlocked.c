#define _GNU_SOURCE
#include <wchar.h>
#include "stdio_impl.h"

/* fgetwc for a caller that holds the lock (flockfile) or needs none. */
wint_t fgetwc_unlocked(FILE *f)
{
	if (__orient_wide(f))
		return WEOF;
	return __fgetwc_unlocked(f);
}
