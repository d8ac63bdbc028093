/* Page-aligned TLS (alignment 4096, larger than any static buffer) and a
   large zero-initialised block: the start-up code must honour both. */
#include <stdint.h>
#include "check.h"

_Thread_local int before = 5;
_Thread_local _Alignas(4096) unsigned char page[4096] = { 9 };
_Thread_local unsigned char big[100000];

int main(void)
{
	CHECK_EQ((uintptr_t)page % 4096, 0);
	CHECK_EQ(before, 5);
	CHECK_EQ(page[0], 9);
	CHECK_EQ(page[4095], 0);
	for (int i = 0; i < 100000; i++)
		if (big[i])
			CHECK_EQ(big[i], 0);
	big[99999] = 1;
	CHECK_EQ(big[99999], 1);
	return 0;
}
