#include <stdio.h>
#include <wchar.h>

int wctob(wint_t wc)
{
	return wc < 0x80 ? (int)wc : EOF;
}
