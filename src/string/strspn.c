#include <stdint.h>
#include <string.h>

size_t strspn(const char *s, const char *accept)
{
	uint64_t set[4] = { 0, 0, 0, 0 };
	const unsigned char *p = (const unsigned char *)s;

	if (!accept[0])
		return 0;
	if (!accept[1]) {
		while (*p == (unsigned char)accept[0])
			p++;
		return p - (const unsigned char *)s;
	}
	for (const unsigned char *a = (const unsigned char *)accept; *a; a++)
		set[*a >> 6] |= (uint64_t)1 << (*a & 63);
	while (set[*p >> 6] >> (*p & 63) & 1)
		p++;
	return p - (const unsigned char *)s;
}
