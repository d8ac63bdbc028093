#include <wchar.h>
#include "stdio_impl.h"

/* Like fgets: up to n - 1 characters, through the first newline.  Null at
   end of file before any character, and on a read or encoding error (the
   array is then indeterminate, C11 7.29.3.2). */
wchar_t *fgetws(wchar_t *restrict ws, int n, FILE *restrict f)
{
	wchar_t *p = ws;
	wint_t c = 0;
	unsigned err;

	if (n <= 0)
		return 0;
	FLOCK(f);
	if (__orient_wide(f)) {
		FUNLOCK(f);
		return 0;
	}
	err = f->flags & F_ERR;
	for (; n > 1; n--) {
		c = __fgetwc_unlocked(f);
		if (c == WEOF)
			break;
		*p++ = c;
		if (c == L'\n')
			break;
	}
	if (c == WEOF && (p == ws || (!err && (f->flags & F_ERR))))
		ws = 0;
	FUNLOCK(f);
	if (ws)
		*p = 0;
	return ws;
}
