#include <strings.h>

static inline int lower(unsigned char c)
{
	return (unsigned)(c - 'A') < 26 ? c | 32 : c;
}

int strncasecmp(const char *sa, const char *sb, size_t n)
{
	const unsigned char *a = (const unsigned char *)sa, *b = (const unsigned char *)sb;

	if (!n)
		return 0;
	for (; --n && *a && lower(*a) == lower(*b); a++, b++)
		;
	return lower(*a) - lower(*b);
}
