#include <string.h>

char *strstr(const char *h, const char *n)
{
	size_t len = strlen(n);

	if (!len)
		return (char *)h;
	for (; (h = strchr(h, *n)); h++)
		if (!strncmp(h, n, len))
			return (char *)h;
	return 0;
}
