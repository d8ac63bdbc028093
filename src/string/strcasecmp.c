#include <strings.h>

static inline int lower(unsigned char c)
{
	return (unsigned)(c - 'A') < 26 ? c | 32 : c;
}

int strcasecmp(const char *sa, const char *sb)
{
	const unsigned char *a = (const unsigned char *)sa, *b = (const unsigned char *)sb;

	for (; *a && lower(*a) == lower(*b); a++, b++)
		;
	return lower(*a) - lower(*b);
}
