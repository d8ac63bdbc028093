#define _GNU_SOURCE
#include <string.h>
#include "twoway.h"

void *memmem(const void *haystack, size_t hlen, const void *needle, size_t nlen)
{
	const unsigned char *h = haystack, *n = needle, *first;

	if (!nlen)
		return (void *)h;
	if (hlen < nlen)
		return 0;
	first = memchr(h, n[0], hlen - nlen + 1);
	if (!first || nlen == 1)
		return (void *)first;
	hlen -= first - h;
	return __twoway(first, hlen, n, nlen);
}
