#include <limits.h>
#include <string.h>
#include <wchar.h>
#include "stdio_impl.h"

/* Converts into a small buffer and writes it a chunk at a time.  Returns 1
   (glibc's value) or EOF; a character with no multibyte form in this
   locale is EILSEQ and sets the error indicator.  A raw stream takes the
   wide characters themselves. */
int fputws(const wchar_t *restrict ws, FILE *restrict f)
{
	char b[256];
	mbstate_t st;
	int r = 1;

	memset(&st, 0, sizeof st);
	FLOCK(f);
	if (__orient_wide(f))
		r = EOF;
	else if (f->flags & F_WRAW) {
		size_t len = wcslen(ws) * sizeof *ws;
		if (__fwritex((const unsigned char *)ws, len, f) != len)
			r = EOF;
		ws += len / sizeof *ws;
	}
	while (r > 0 && *ws) {
		size_t n = 0, k;
		while (*ws && n <= sizeof b - MB_LEN_MAX) {
			if ((unsigned)*ws < 0x80) {
				b[n++] = (char)*ws++;
				continue;
			}
			k = wcrtomb(b + n, *ws, &st);
			if (k == (size_t)-1) {
				f->flags |= F_ERR;
				r = EOF;
				break;
			}
			n += k;
			ws++;
		}
		if (n && __fwritex((unsigned char *)b, n, f) != n)
			r = EOF;
	}
	FUNLOCK(f);
	return r;
}
