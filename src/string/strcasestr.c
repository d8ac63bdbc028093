#define _GNU_SOURCE
#include <string.h>
#include <strings.h>

/* Quadratic in the worst case; fine for the "C" locale's short uses. */
char *strcasestr(const char *haystack, const char *needle)
{
	size_t nlen = strlen(needle);

	for (; *haystack; haystack++)
		if (!strncasecmp(haystack, needle, nlen))
			return (char *)haystack;
	return nlen ? 0 : (char *)haystack;
}
