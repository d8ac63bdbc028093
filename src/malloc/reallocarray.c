#include <errno.h>
#include <stdlib.h>

void *reallocarray(void *p, size_t n, size_t size)
{
	size_t total;

	if (__builtin_mul_overflow(n, size, &total)) {
		errno = ENOMEM;
		return 0;
	}
	return realloc(p, total);
}
