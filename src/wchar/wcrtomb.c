#include <errno.h>
#include <wchar.h>
#include "locale_impl.h"

size_t wcrtomb(char *restrict s, wchar_t wc, mbstate_t *restrict ps)
{
	unsigned u = wc;
	size_t k;

	/* No shift states: the "reset" s == NULL asks for is one NUL byte. */
	if (!s)
		return 1;
	if (ps)
		ps->__count = 0;
	if (u < 0x80) {
		*s = u;
		return 1;
	}
	if (!(k = __locale_wctomb(s, u))) {
		errno = EILSEQ;
		return (size_t)-1;
	}
	return k;
}
