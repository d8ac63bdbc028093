#include <wchar.h>
#include "stdio_impl.h"

wint_t fputwc(wchar_t wc, FILE *f)
{
	wint_t r = WEOF;
	FLOCK(f);
	if (!__orient_wide(f))
		r = __fputwc_unlocked(wc, f);
	FUNLOCK(f);
	return r;
}
