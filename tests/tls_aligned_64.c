/* A 64-byte-aligned TLS variable is 64-byte aligned and initialised, next
   to a small one that forces padding. */
#include <stdint.h>
#include "check.h"

_Thread_local char small = 'x';
_Thread_local _Alignas(64) unsigned char line[64] = { 1, 2, 3 };
_Thread_local _Alignas(64) int zeroed[16];

int main(void)
{
	CHECK_EQ((uintptr_t)line % 64, 0);
	CHECK_EQ((uintptr_t)zeroed % 64, 0);
	CHECK_EQ(small, 'x');
	CHECK_EQ(line[0], 1);
	CHECK_EQ(line[2], 3);
	CHECK_EQ(line[63], 0);
	for (int i = 0; i < 16; i++)
		CHECK_EQ(zeroed[i], 0);
	return 0;
}
