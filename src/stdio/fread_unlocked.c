#include "stdio_impl.h"

size_t fread_unlocked(void *restrict p, size_t size, size_t n, FILE *restrict f)
{
	size_t len = size * n, done;

	if (!len)
		return 0;
	done = __freadx(p, len, f);
	return done == len ? n : done / size;
}
