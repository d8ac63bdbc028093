#include <wchar.h>
#include "stdio_impl.h"

wint_t fgetwc(FILE *f)
{
	wint_t c = WEOF;
	FLOCK(f);
	if (!__orient_wide(f))
		c = __fgetwc_unlocked(f);
	FUNLOCK(f);
	return c;
}
