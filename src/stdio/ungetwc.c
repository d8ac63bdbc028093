#include <limits.h>
#include <string.h>
#include <wchar.h>
#include "stdio_impl.h"

/* The character goes back as its multibyte bytes into the pushback room
   before the buffer (STDIO_UNGET bytes, at least one character of any
   locale weft has), so fgetwc reads it again through the usual path, ftell
   accounts for it and any seek discards it.  Clears end of file. */
wint_t ungetwc(wint_t wc, FILE *f)
{
	char b[MB_LEN_MAX];
	mbstate_t st;
	size_t n;

	if (wc == WEOF)
		return WEOF;
	FLOCK(f);
	memset(&st, 0, sizeof st);
	if (__orient_wide(f) || (!f->rlim && __toread(f)) ||
	    (n = wcrtomb(b, wc, &st)) == (size_t)-1 ||
	    (size_t)(f->rcur - (f->buf - STDIO_UNGET)) < n) {
		FUNLOCK(f);
		return WEOF;
	}
	while (n)
		*--f->rcur = b[--n];
	f->flags &= ~F_EOF;
	FUNLOCK(f);
	return wc;
}
