#include <search.h>

/* The first of *nelp elements of width bytes at base that compar says
   equals key, or null. */
void *lfind(const void *key, const void *base, size_t *nelp, size_t width,
	    int (*compar)(const void *, const void *))
{
	const char *p = base;

	for (size_t i = 0; i < *nelp; i++, p += width)
		if (!compar(key, p))
			return (void *)p;
	return 0;
}
