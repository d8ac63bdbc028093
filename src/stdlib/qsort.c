#define _GNU_SOURCE
#include <stdlib.h>

static int call_cmp(const void *a, const void *b, void *cmp)
{
	return ((int (*)(const void *, const void *))cmp)(a, b);
}

void qsort(void *base, size_t n, size_t size, int (*cmp)(const void *, const void *))
{
	qsort_r(base, n, size, call_cmp, (void *)cmp);
}
