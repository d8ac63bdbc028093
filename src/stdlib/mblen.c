#include <stdlib.h>

/* The C locale: one byte per character, ASCII only, no shift state. */
int mblen(const char *s, size_t n)
{
	return mbtowc(0, s, n);
}
