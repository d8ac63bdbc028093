#include <string.h>
#include "memcopy.h"

char *strcpy(char *restrict dst, const char *restrict src)
{
	copy_any((unsigned char *)dst, (const unsigned char *)src, strlen(src) + 1);
	return dst;
}
