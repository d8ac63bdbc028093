#include <string.h>

int strcmp(const char *a, const char *b)
{
	const unsigned char *x = (const void *)a, *y = (const void *)b;

	while (*x && *x == *y)
		x++, y++;
	return *x - *y;
}
