#define _GNU_SOURCE
#include <string.h>

/* Each byte XORed with 42: applying it twice gives the bytes back. */
void *memfrob(void *s, size_t n)
{
	unsigned char *p = s;

	while (n--)
		*p++ ^= 42;
	return s;
}
