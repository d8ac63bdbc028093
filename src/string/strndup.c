#include <stdlib.h>
#include <string.h>

char *strndup(const char *s, size_t n)
{
	size_t len = strnlen(s, n);
	char *d = malloc(len + 1);

	if (!d)
		return 0;
	memcpy(d, s, len);
	d[len] = 0;
	return d;
}
