#include <errno.h>
#include <stdlib.h>
#include <wchar.h>

/* Neither locale has a state-dependent encoding: s == NULL gives 0. */
int mbtowc(wchar_t *restrict wc, const char *restrict s, size_t n)
{
	mbstate_t st = { 0 };
	size_t r;

	if (!s)
		return 0;
	r = mbrtowc(wc, s, n, &st);
	if (r == (size_t)-2) {
		/* A character cut short by n is as invalid here: mbtowc
		   keeps no state to finish it later. */
		errno = EILSEQ;
		return -1;
	}
	return (int)r;
}
