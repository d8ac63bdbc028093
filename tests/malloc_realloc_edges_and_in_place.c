/* realloc(NULL, n) allocates; realloc(p, 0) frees and returns NULL (as
   glibc); shrinking keeps the block where it is; growing keeps the
   contents, and on weft stays in place within the usable size and grows
   in place when the next block is free; large blocks grow and shrink
   through the kernel with their contents. */
// test: cflags -fno-builtin
#include <malloc.h>
#include <stdint.h>
#include <stdlib.h>
#include "check.h"

static int weft(void)
{
	const char *m = getenv("TEST_MODE");
	return m && !strcmp(m, "weft");
}

int main(void)
{
	unsigned char *p, *q, *r;

	p = realloc(0, 50);
	CHECK(p != 0);
	memset(p, 9, 50);
	CHECK(realloc(p, 0) == 0);

	/* Shrinking stays put. */
	p = malloc(1000);
	CHECK(p != 0);
	for (int i = 0; i < 1000; i++)
		p[i] = i * 3;
	q = realloc(p, 100);
	CHECK(q == p);
	for (int i = 0; i < 100; i++)
		CHECK_EQ(q[i], (unsigned char)(i * 3));

	/* Growing within the block's usable size stays put. */
	p = malloc(100);
	CHECK(p != 0);
	memset(p, 0x5c, 100);
	q = realloc(p, malloc_usable_size(p));
	CHECK(q != 0);
	if (weft())
		CHECK(q == p);
	for (int i = 0; i < 100; i++)
		CHECK_EQ(q[i], 0x5c);
	free(q);

	/* Growing into the free space just after it (blocks of this size
	   sit next to each other in weft's medium heap). */
	p = malloc(40000);
	r = malloc(50000);
	q = malloc(40000);      /* keeps r's space from merging further */
	CHECK(p && r && q);
	memset(p, 0xab, 40000);
	free(r);
	r = realloc(p, 85000);
	CHECK(r != 0);
	if (weft())
		CHECK(r == p);
	for (int i = 0; i < 40000; i++)
		if (r[i] != 0xab)
			CHECK_EQ(r[i], 0xab);
	free(r);
	free(q);

	/* Many steps of growth, then back down. */
	p = 0;
	size_t n = 0;
	for (size_t m = 1; m < (8 << 20); m = m * 3 / 2 + 1) {
		p = realloc(p, m);
		CHECK(p != 0);
		CHECK(malloc_usable_size(p) >= m);
		for (size_t i = n; i < m; i++)
			p[i] = (unsigned char)(i ^ (i >> 9));
		n = m;
		for (size_t i = 0; i < n; i += 4093)
			CHECK_EQ(p[i], (unsigned char)(i ^ (i >> 9)));
	}
	for (; n > 10; n /= 3) {
		p = realloc(p, n);
		CHECK(p != 0);
		for (size_t i = 0; i < n; i += 1021)
			CHECK_EQ(p[i], (unsigned char)(i ^ (i >> 9)));
	}
	free(p);
	return 0;
}
