#include "stdio_impl.h"

size_t fwrite(const void *restrict p, size_t size, size_t n, FILE *restrict f)
{
	size_t len = size * n, done;

	if (!len)
		return 0;
	FLOCK(f);
	done = __fwritex(p, len, f);
	FUNLOCK(f);
	return done == len ? n : done / size;
}
