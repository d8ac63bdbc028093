#define _GNU_SOURCE
#include <string.h>

void *mempcpy(void *restrict dst, const void *restrict src, size_t n)
{
	return (unsigned char *)memcpy(dst, src, n) + n;
}
