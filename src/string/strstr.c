#include <string.h>
#include "twoway.h"

char *strstr(const char *haystack, const char *needle)
{
	const char *h;
	size_t nlen, hlen;

	if (!needle[0])
		return (char *)haystack;
	h = strchr(haystack, needle[0]);
	if (!h || !needle[1])
		return (char *)h;
	/* short needles: compare in place, no length of the haystack needed */
	nlen = strlen(needle);
	if (nlen <= 8) {
		for (; h; h = strchr(h + 1, needle[0]))
			if (!strncmp(h, needle, nlen))
				return (char *)h;
		return 0;
	}
	hlen = strlen(h);
	return __twoway((const unsigned char *)h, hlen, (const unsigned char *)needle, nlen);
}
