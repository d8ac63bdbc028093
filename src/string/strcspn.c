#include <string.h>
#include "strvec.h"

size_t strcspn(const char *s, const char *reject)
{
	uint64_t set[4] = { 1, 0, 0, 0 };	/* the terminator always stops */
	const unsigned char *p = (const unsigned char *)s;

	if (!reject[0])
		return strlen(s);
	if (!reject[1])
		return vstrchrnul(s, reject[0]) - s;
	for (const unsigned char *a = (const unsigned char *)reject; *a; a++)
		set[*a >> 6] |= (uint64_t)1 << (*a & 63);
	while (!(set[*p >> 6] >> (*p & 63) & 1))
		p++;
	return p - (const unsigned char *)s;
}
