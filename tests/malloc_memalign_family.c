/* aligned_alloc, posix_memalign, memalign, valloc and pvalloc return
   blocks aligned as asked, usable and freeable (also by realloc);
   posix_memalign reports bad alignments with EINVAL without touching
   errno or the result; pvalloc rounds the size up to whole pages. */
// test: cflags -fno-builtin
#define _GNU_SOURCE
#include <malloc.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/auxv.h>
#include "check.h"

int main(void)
{
	size_t page = getauxval(AT_PAGESZ);
	size_t sizes[] = { 0, 1, 17, 100, 4000, 70000, 200000, 1 << 21 };
	void *p, *q, *keep[64];
	int nk = 0;

	for (size_t align = 1; align <= ((size_t)1 << 22); align <<= 1) {
		for (unsigned k = 0; k < sizeof sizes / sizeof *sizes; k++) {
			size_t n = sizes[k];
			if (align >= 8) {
				p = (void *)1;
				CHECK_EQ(posix_memalign(&p, align, n), 0);
				CHECK(p != 0 && (uintptr_t)p % align == 0);
				CHECK(malloc_usable_size(p) >= n);
				memset(p, 0x33, n);
				if (nk < 64)
					keep[nk++] = p;
				else
					free(p);
			}
			p = aligned_alloc(align, n ? n : align);
			CHECK(p != 0 && (uintptr_t)p % align == 0);
			memset(p, 0x44, n);
			free(p);
			p = memalign(align, n);
			CHECK(p != 0 && (uintptr_t)p % align == 0);
			memset(p, 0x55, n);
			q = realloc(p, n + 1000);
			CHECK(q != 0);
			for (size_t i = 0; i < n; i++)
				if (((unsigned char *)q)[i] != 0x55)
					CHECK_EQ(((unsigned char *)q)[i], 0x55);
			free(q);
		}
	}
	while (nk)
		free(keep[--nk]);

	/* Bad alignments: EINVAL, *out and errno untouched. */
	p = (void *)&page;
	errno = 1234;
	CHECK_EQ(posix_memalign(&p, 0, 10), EINVAL);
	CHECK_EQ(posix_memalign(&p, 4, 10), EINVAL);
	CHECK_EQ(posix_memalign(&p, 24, 10), EINVAL);
	CHECK_EQ(posix_memalign(&p, sizeof(void *) + 1, 10), EINVAL);
	CHECK(p == (void *)&page);
	CHECK_EQ(errno, 1234);
	/* Exhaustion: ENOMEM as the result; weft also leaves errno alone
	   (glibc sets it). */
	CHECK_EQ(posix_memalign(&p, 64, SIZE_MAX / 2), ENOMEM);
	CHECK(p == (void *)&page);
	if (getenv("TEST_MODE") && !strcmp(getenv("TEST_MODE"), "weft"))
		CHECK_EQ(errno, 1234);

	p = valloc(10);
	CHECK(p != 0 && (uintptr_t)p % page == 0);
	free(p);
	p = valloc(3 * page + 1);
	CHECK(p != 0 && (uintptr_t)p % page == 0);
	memset(p, 1, 3 * page + 1);
	free(p);
	p = pvalloc(1);
	CHECK(p != 0 && (uintptr_t)p % page == 0);
	CHECK(malloc_usable_size(p) >= page);
	memset(p, 1, page);
	free(p);
	p = pvalloc(page + 1);
	CHECK(p != 0 && (uintptr_t)p % page == 0);
	CHECK(malloc_usable_size(p) >= 2 * page);
	memset(p, 1, 2 * page);
	free(p);
	return 0;
}
