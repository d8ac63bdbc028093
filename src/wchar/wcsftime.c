#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <wchar.h>

/* Each conversion (ASCII: '%', flags, width, an E or O modifier, the
   letter) is done by strftime and widened; other characters are copied as
   they are, so a format may hold any wide character in any locale.
   Returns the wide characters written without the L'\0', or 0 if they and
   the L'\0' do not fit in max. */
size_t wcsftime(wchar_t *restrict s, size_t max, const wchar_t *restrict fmt,
		const struct tm *restrict tm)
{
	size_t len = 0;

	while (*fmt) {
		if (*fmt != L'%') {
			if (len + 1 >= max)
				return 0;
			s[len++] = *fmt++;
			continue;
		}
		char spec[32], out[512];
		size_t k = 0;
		const wchar_t *p = fmt;
		spec[k++] = (char)*p++;
		while (k < sizeof spec - 2 && *p && *p < 0x80 &&
		       (wcschr(L"_-0^#EO", *p) || (*p >= L'0' && *p <= L'9')))
			spec[k++] = (char)*p++;
		if (*p == 0 || *p >= 0x80) {
			/* no conversion letter: the '%' is plain text */
			if (len + 1 >= max)
				return 0;
			s[len++] = *fmt++;
			continue;
		}
		spec[k++] = (char)*p++;
		spec[k] = 0;
		fmt = p;
		size_t n = strftime(out, sizeof out, spec, tm);
		mbstate_t st;
		memset(&st, 0, sizeof st);
		for (size_t i = 0; i < n; ) {
			wchar_t wc;
			size_t r = mbrtowc(&wc, out + i, n - i, &st);
			if (r == (size_t)-1 || r == (size_t)-2) {
				wc = (unsigned char)out[i];
				r = 1;
				memset(&st, 0, sizeof st);
			}
			if (len + 1 >= max)
				return 0;
			s[len++] = wc;
			i += r ? r : 1;
		}
	}
	if (len >= max)
		return 0;
	s[len] = 0;
	return len;
}
