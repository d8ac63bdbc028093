#include <limits.h>
#include <string.h>
#include <wchar.h>
#include "format.h"
#include "stdio_impl.h"

/* Each chunk of wide characters is converted in the current locale and
   written; one with no multibyte form is EILSEQ and sets the error
   indicator, as fputwc does.  A raw stream takes them as they are. */
static int out(void *ctx, const wchar_t *w, size_t n)
{
	FILE *f = ctx;
	char b[256];
	mbstate_t st;
	size_t k = 0, m;

	if (f->flags & F_WRAW)
		return __fwritex((const unsigned char *)w, n * sizeof *w, f) == n * sizeof *w ? 0 : -1;
	memset(&st, 0, sizeof st);
	for (; n; n--, w++) {
		if (k > sizeof b - MB_LEN_MAX) {
			if (__fwritex((unsigned char *)b, k, f) != k)
				return -1;
			k = 0;
		}
		if ((unsigned)*w < 0x80) {
			b[k++] = (char)*w;
			continue;
		}
		m = wcrtomb(b + k, *w, &st);
		if (m == (size_t)-1) {
			f->flags |= F_ERR;
			return -1;
		}
		k += m;
	}
	return k && __fwritex((unsigned char *)b, k, f) != k ? -1 : 0;
}

int vfwprintf(FILE *restrict f, const wchar_t *restrict fmt, va_list ap)
{
	int r = -1;

	FLOCK(f);
	if (!__orient_wide(f)) {
		r = __vwformat(fmt, ap, out, f);
		if (ferror_unlocked(f))
			r = -1;
	}
	FUNLOCK(f);
	return r;
}
