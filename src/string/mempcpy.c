#define _GNU_SOURCE
#include <string.h>
#include "memcopy.h"

void *mempcpy(void *restrict dst, const void *restrict src, size_t n)
{
	copy_any(dst, src, n);
	return (unsigned char *)dst + n;
}
