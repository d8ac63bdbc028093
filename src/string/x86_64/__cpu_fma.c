#include "cpu.h"

/* For the math functions' FMA variants (docs/string.md); in a file of
   its own, so that a program without them does not carry it. */
int __cpu_fma(void)
{
	return (__cpu_features() & 4) != 0;
}
