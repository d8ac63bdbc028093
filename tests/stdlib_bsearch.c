/* bsearch finds every present key, returns NULL for absent ones (below,
   between and above the elements), and handles n == 0 and n == 1. */
#include <stdlib.h>
#include "check.h"

static int cmp(const void *a, const void *b)
{
	long x = *(const long *)a, y = *(const long *)b;
	return (x > y) - (x < y);
}

int main(void)
{
	long v[101], k;

	for (long i = 0; i < 101; i++)
		v[i] = 2 * i + 10;
	for (size_t n = 0; n <= 101; n++) {
		for (long i = 0; i < (long)n; i++) {
			k = v[i];
			CHECK(bsearch(&k, v, n, sizeof *v, cmp) == &v[i]);
			k = v[i] + 1;
			CHECK(bsearch(&k, v, n, sizeof *v, cmp) == 0);
		}
		k = 9;
		CHECK(bsearch(&k, v, n, sizeof *v, cmp) == 0);
		k = 1000;
		CHECK(bsearch(&k, v, n, sizeof *v, cmp) == 0);
	}
	k = 10;
	CHECK(bsearch(&k, 0, 0, sizeof *v, cmp) == 0);
	return 0;
}
