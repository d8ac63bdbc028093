/* Every size from 0 up to a few hundred KiB gives a distinct, 16-byte
   aligned, writable block with at least the asked-for usable size; blocks
   do not overlap; freed memory is handed out again. */
// test: cflags -fno-builtin
#include <malloc.h>
#include <stdint.h>
#include <stdlib.h>
#include "check.h"

#define N 600

static unsigned char *blk[N];
static size_t len[N];

int main(void)
{
	void *z1 = malloc(0), *z2 = malloc(0);

	/* malloc(0): unique, freeable pointers. */
	CHECK(z1 && z2 && z1 != z2);
	free(z1);
	free(z2);
	free(0);

	for (int i = 0; i < N; i++) {
		len[i] = i < 300 ? (size_t)i : (size_t)(i - 299) * 997;
		blk[i] = malloc(len[i]);
		CHECK(blk[i] != 0);
		CHECK_EQ((uintptr_t)blk[i] % 16, 0);
		CHECK(malloc_usable_size(blk[i]) >= len[i]);
		memset(blk[i], i & 0xff, len[i]);
	}
	/* No overlap: every block still holds its own pattern. */
	for (int i = 0; i < N; i++)
		for (size_t j = 0; j < len[i]; j++)
			if (blk[i][j] != (i & 0xff))
				CHECK_EQ(blk[i][j], i & 0xff);

	/* Reuse: freeing then asking again for the same small size gives
	   memory back without the heap growing without bound. */
	for (int round = 0; round < 1000; round++) {
		void *a[8];
		for (int k = 0; k < 8; k++)
			CHECK((a[k] = malloc(24 + k * 40)) != 0);
		for (int k = 0; k < 8; k++)
			free(a[k]);
	}
	void *x = malloc(64);
	free(x);
	void *y = malloc(64);
	CHECK(y == x);          /* the freed block is reused (same size class) */
	free(y);

	for (int i = 0; i < N; i += 2)
		free(blk[i]);
	for (int i = 1; i < N; i += 2)
		free(blk[i]);
	return 0;
}
