#define _GNU_SOURCE
#include <string.h>
#include <strings.h>
#include "twoway.h"

/* Short needles are compared in place; longer ones go through the
   two-way search, so that the time stays linear in the haystack. */
char *strcasestr(const char *haystack, const char *needle)
{
	size_t nlen = strlen(needle);

	if (nlen > 8)
		return __twoway_fold((const unsigned char *)haystack, strlen(haystack),
				     (const unsigned char *)needle, nlen);
	for (; *haystack; haystack++)
		if (!strncasecmp(haystack, needle, nlen))
			return (char *)haystack;
	return nlen ? 0 : (char *)haystack;
}
