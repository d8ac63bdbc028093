#include <stdlib.h>
#include <wchar.h>

int wctomb(char *s, wchar_t wc)
{
	mbstate_t st = { 0 };

	if (!s)
		return 0;
	return (int)wcrtomb(s, wc, &st);
}
