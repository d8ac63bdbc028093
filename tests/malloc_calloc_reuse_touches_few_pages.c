/* calloc of a big block that reuses freed memory must not fault in every
   page of it: a program (LMDB's 2 MiB dirty list) may use a few pages
   only.  For a large (own mapping) and a medium (arena) size: calloc,
   use a few pages, free, calloc again: the second calloc may take page
   faults for at most a quarter of the block's pages, and every byte reads
   zero, including those of pages the first use wrote, or, when the
   block was written in full, all of them.  (Under qemu-user only the
   zeroes are checked.) */
#include <stdint.h>
#include <stdlib.h>
#include <sys/resource.h>
#include "check.h"

static long faults(void)
{
	struct rusage ru;

	CHECK_EQ(getrusage(RUSAGE_SELF, &ru), 0);
	return ru.ru_minflt;
}

static void all_zero(const unsigned char *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (p[i]) {
			CHECK_EQ(i, -1);
			return;
		}
}

static void one(size_t n)
{
	long ps = sysconf(_SC_PAGESIZE), f;
	unsigned char *volatile p, *volatile q;

	/* A few pages used: the start, the middle, the last byte. */
	p = calloc(n, 1);
	CHECK(p != 0);
	memset(p, 0xa5, 64 << 10);
	memset(p + n / 2 + 100, 0x5a, 3 * ps);
	p[n - 1] = 1;
	free(p);
	f = faults();
	q = calloc(n, 1);
	CHECK(q != 0);
	f = faults() - f;
	/* qemu-user's count is the emulator's, its own faults included */
	if (!t_under_qemu())
		CHECK_LT(f, (long)(n / ps / 4));
	all_zero(q, n);

	/* Written in full, then cleared in full. */
	memset(q, 0xff, n);
	free(q);
	q = calloc(n, 1);
	CHECK(q != 0);
	all_zero(q, n);
	free(q);
}

int main(void)
{
	one((size_t)2 << 20);
	one((size_t)3 << 20 | 4000);
	one((size_t)512 << 10);
	one((size_t)200 << 10 | 24);
	return 0;
}
