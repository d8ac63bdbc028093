#define _GNU_SOURCE
#include <string.h>

char *strchr(const char *s, int c)
{
	char *r = strchrnul(s, c);

	return *r == (char)c ? r : 0;
}
