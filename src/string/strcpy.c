#include <string.h>

char *strcpy(char *restrict dst, const char *restrict src)
{
	return memcpy(dst, src, strlen(src) + 1);
}
