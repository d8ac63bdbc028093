/* sbrk(0) is the current break; sbrk(n) returns the old break and the
   new memory is usable; brk sets it back; a break far beyond any
   memory is ENOMEM with the break unchanged. */
#define _DEFAULT_SOURCE
#include <stdint.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	char *start = sbrk(0), *old, *p;

	CHECK(start != (void *)-1);
	old = sbrk(65536);
	if (old == (void *)-1)
		t_skip("the kernel refuses to grow the break here");
	CHECK(old == start);
	CHECK(sbrk(0) == start + 65536);
	memset(start, 0x5a, 65536);
	CHECK_EQ(start[65535], 0x5a);
	p = sbrk(-4096);
	CHECK(p == start + 65536);
	CHECK(sbrk(0) == start + 65536 - 4096);
	CHECK_EQ(brk(start), 0);
	CHECK(sbrk(0) == start);
	errno = 0;
	CHECK(sbrk(INTPTR_MAX) == (void *)-1);
	CHECK_EQ(errno, ENOMEM);
	CHECK(sbrk(0) == start);
	return 0;
}
