#include <string.h>

int strncmp(const char *a, const char *b, size_t n)
{
	const unsigned char *x = (const void *)a, *y = (const void *)b;

	if (!n)
		return 0;
	while (--n && *x && *x == *y)
		x++, y++;
	return *x - *y;
}
