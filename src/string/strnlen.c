#include <string.h>

size_t strnlen(const char *s, size_t maxlen)
{
	const char *z = memchr(s, 0, maxlen);

	return z ? (size_t)(z - s) : maxlen;
}
