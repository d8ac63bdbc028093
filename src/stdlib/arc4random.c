#include <stdint.h>
#include <stdlib.h>

/* 32 random bits from the kernel. */
uint32_t arc4random(void)
{
	uint32_t v;

	arc4random_buf(&v, sizeof v);
	return v;
}
