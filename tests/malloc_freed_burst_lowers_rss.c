/* After a burst of many small allocations is freed, the memory goes back
   to the system: the resident set falls close to where it started. */
// test: cflags -fno-builtin
// test: weft-only
#include <fcntl.h>
#include <stdlib.h>
#include <sys/auxv.h>
#include "check.h"

static long resident_pages(void)
{
	char buf[256];
	const char *s = buf;
	long v = 0;
	int fd = open("/proc/self/statm", O_RDONLY);
	ssize_t n;

	CHECK(fd >= 0);
	n = read(fd, buf, sizeof buf - 1);
	CHECK(n > 0);
	buf[n] = 0;
	close(fd);
	while (*s != ' ')
		s++;
	for (s++; *s >= '0' && *s <= '9'; s++)
		v = v * 10 + (*s - '0');
	return v;
}

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
