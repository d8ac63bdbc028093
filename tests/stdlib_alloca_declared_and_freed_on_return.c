/* alloca: declared by <stdlib.h> (default features, as glibc) as well as
   <alloca.h>; the block is usable, aligned for any object, and goes away
   when the calling function returns (100000 calls of 8 KiB each would
   overflow the stack otherwise). */
/* compilers know alloca as a builtin: without a declaration its use
   must be an error, not a warning */
#pragma GCC diagnostic error "-Wimplicit-function-declaration"
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"


static __attribute__((noinline)) unsigned fill(size_t n, unsigned seed)
{
	unsigned char *p = alloca(n);
	unsigned sum = 0;

	CHECK(((uintptr_t)p & (_Alignof(max_align_t) - 1)) == 0);
	memset(p, (int)(seed & 0xff), n);
	for (size_t i = 0; i < n; i += 512)
		sum += p[i];
	return sum;
}

int main(void)
{
	unsigned long long total = 0;

	for (unsigned i = 0; i < 100000; i++)
		total += fill(8192, i);
	/* 16 sampled bytes per call, each (i & 0xff) */
	unsigned long long want = 0;
	for (unsigned i = 0; i < 100000; i++)
		want += 16ull * (i & 0xff);
	CHECK_EQ(total, want);
	return 0;
}
