#include "rand48.h"

/* Until a seed function runs, X is 0 and a, c are POSIX's defaults. */
hidden struct __rand48 __rand48 = {
	{ 0, 0, 0 }, { 0xe66d, 0xdeec, 0x5 }, 0xb
};

static uint64_t join48(const unsigned short w[3])
{
	return (uint64_t)w[2] << 32 | (uint64_t)w[1] << 16 | w[0];
}

hidden uint64_t __rand48_step(unsigned short x[3])
{
	uint64_t v = (join48(__rand48.a) * join48(x) + __rand48.c) & 0xffffffffffffull;

	x[0] = (unsigned short)v;
	x[1] = (unsigned short)(v >> 16);
	x[2] = (unsigned short)(v >> 32);
	return v;
}

hidden void __rand48_default_params(void)
{
	__rand48.a[0] = 0xe66d;
	__rand48.a[1] = 0xdeec;
	__rand48.a[2] = 0x5;
	__rand48.c = 0xb;
}
