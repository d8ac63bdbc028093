#include <limits.h>
#include <string.h>
#include <wchar.h>
#include "stdio_impl.h"

/* Writes wc's multibyte bytes; one that has none in this locale is EILSEQ
   and sets the error indicator.  A raw stream takes wc itself. */
hidden wint_t __fputwc_unlocked(wchar_t wc, FILE *f)
{
	char b[MB_LEN_MAX];
	mbstate_t st;
	size_t n;

	if (f->flags & F_WRAW)
		return __fwritex((unsigned char *)&wc, sizeof wc, f) == sizeof wc ? (wint_t)wc : WEOF;
	if ((unsigned)wc < 0x80)
		return __putc_unlocked(wc, f) == EOF ? WEOF : (wint_t)wc;
	memset(&st, 0, sizeof st);
	n = wcrtomb(b, wc, &st);
	if (n == (size_t)-1) {
		f->flags |= F_ERR;
		return WEOF;
	}
	return __fwritex((unsigned char *)b, n, f) == n ? (wint_t)wc : WEOF;
}
