/* After a burst of many small allocations is freed, the memory goes back
   to the system: the resident set falls close to where it started. */
// test: cflags -fno-builtin
// test: weft-only
#include <fcntl.h>
#include <stdlib.h>
#include <sys/auxv.h>
#include "check.h"
#include "resident.h"

#define N 400000

static void *blk[N];

int main(void)
{
	long page = (long)getauxval(AT_PAGESZ), before, during, after;
	size_t total = 0;

	/* Something long-lived in between, as real programs have. */
	void *keep = malloc(100);
	before = resident_pages();
	for (int i = 0; i < N; i++) {
		size_t n = 16 + (i * 37) % 300;
		blk[i] = malloc(n);
		CHECK(blk[i] != 0);
		memset(blk[i], 0x5a, n);
		total += n;
	}
	during = resident_pages();
	CHECK(during - before >= (long)(total / page));
	/* Free in an order that leaves holes for a while. */
	for (int i = 0; i < N; i += 2)
		free(blk[i]);
	for (int i = N - 1; i > 0; i -= 2)
		free(blk[i]);
	after = resident_pages();
	/* At most a few MiB stay resident. */
	CHECK((after - before) * page <= (8 << 20));
	free(keep);
	return 0;
}
