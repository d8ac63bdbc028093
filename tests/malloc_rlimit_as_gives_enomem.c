/* Under an address-space limit, allocating until it is reached ends in
   ENOMEM and a null pointer (small and large blocks alike), never a
   crash; what was allocated stays usable and can be freed and reused. */
// test: cflags -fno-builtin
#include <stdlib.h>
#include <sys/syscall.h>
#include "check.h"

struct lim { unsigned long cur, max; };

static void *blk[1 << 18];

static void exhaust(size_t size)
{
	int n = 0;
	void *p;

	errno = 0;
	while ((p = malloc(size)) != 0) {
		CHECK(n < (1 << 18));
		((char *)p)[0] = 1;
		((char *)p)[size - 1] = 2;
		blk[n++] = p;
	}
	CHECK_EQ(errno, ENOMEM);
	CHECK(n > 0);
	for (int i = 0; i < n; i++) {
		CHECK_EQ(((char *)blk[i])[0], 1);
		CHECK_EQ(((char *)blk[i])[size - 1], 2);
		free(blk[i]);
	}
	/* Freed memory is available again. */
	p = malloc(size);
	CHECK(p != 0);
	free(p);
}

int main(int argc, char **argv)
{
	struct lim old, lim;

	(void)argc;
	/* under qemu-user: a 128 MiB guest address space instead */
	if (!t_qemu_limit_as(argv, 128ul << 20)) {
		CHECK_EQ(syscall(SYS_prlimit64, 0, 9 /* RLIMIT_AS */, 0, &old), 0);
		lim.cur = 128ul << 20;
		lim.max = old.max;
		CHECK_EQ(syscall(SYS_prlimit64, 0, 9, &lim, 0), 0);
	}

	exhaust(1 << 20);   /* mappings of their own */
	exhaust(3000);      /* heap chunks */
	exhaust(600);

	errno = 0;
	CHECK(calloc(200, 1 << 20) == 0);
	CHECK_EQ(errno, ENOMEM);
	return 0;
}
