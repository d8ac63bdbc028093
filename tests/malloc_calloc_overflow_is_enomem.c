/* Sizes that cannot be met fail with ENOMEM and a null pointer, never a
   crash: calloc and reallocarray products that overflow, huge mallocs and
   reallocs (the old block survives), and calloc memory is zero. */
// test: cflags -fno-builtin
#define _GNU_SOURCE
#include <stdint.h>
#include <stdlib.h>
#include "check.h"

int main(void)
{
	void *p;
	unsigned char *c;

	errno = 0;
	CHECK(calloc(SIZE_MAX / 2, 3) == 0);
	CHECK_EQ(errno, ENOMEM);
	errno = 0;
	CHECK(calloc((size_t)1 << 33, (size_t)1 << 33) == 0);
	CHECK_EQ(errno, ENOMEM);
	errno = 0;
	CHECK(malloc(SIZE_MAX / 2) == 0);
	CHECK_EQ(errno, ENOMEM);
	errno = 0;
	CHECK(malloc(SIZE_MAX) == 0);
	CHECK_EQ(errno, ENOMEM);

	p = malloc(100);
	CHECK(p != 0);
	memset(p, 7, 100);
	errno = 0;
	CHECK(reallocarray(p, SIZE_MAX / 4, 8) == 0);
	CHECK_EQ(errno, ENOMEM);
	errno = 0;
	CHECK(realloc(p, SIZE_MAX - 100) == 0);
	CHECK_EQ(errno, ENOMEM);
	/* Failed reallocs leave the block alone. */
	for (int i = 0; i < 100; i++)
		CHECK_EQ(((unsigned char *)p)[i], 7);
	p = reallocarray(p, 50, 4);
	CHECK(p != 0);
	for (int i = 0; i < 100; i++)
		CHECK_EQ(((unsigned char *)p)[i], 7);
	free(p);

	/* calloc zeroes, also memory that was used and freed before. */
	for (int round = 0; round < 2; round++) {
		size_t sizes[] = { 1, 40, 1000, 5000, 200000, 3 << 20 };
		for (unsigned k = 0; k < sizeof sizes / sizeof *sizes; k++) {
			c = calloc(sizes[k], 1);
			CHECK(c != 0);
			for (size_t i = 0; i < sizes[k]; i++)
				if (c[i])
					CHECK_EQ(c[i], 0);
			memset(c, 0xff, sizes[k]);
			free(c);
		}
	}
	CHECK((c = calloc(0, 5)) != 0);
	free(c);
	return 0;
}
