#include <errno.h>
#include <stdlib.h>

int wctomb(char *s, wchar_t wc)
{
	if (!s)
		return 0;
	if ((unsigned long)wc >= 0x80) {
		errno = EILSEQ;
		return -1;
	}
	*s = (char)wc;
	return 1;
}
