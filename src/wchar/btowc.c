#include <stdio.h>
#include <wchar.h>

/* In both locales only the ASCII bytes are characters by themselves. */
wint_t btowc(int c)
{
	return (unsigned)c < 0x80 ? (wint_t)c : WEOF;
}
