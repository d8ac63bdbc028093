#include "stdio_impl.h"

int putc(int c, FILE *f)
{
	FLOCK_FAST(f);
	c = __putc_unlocked(c, f);
	FUNLOCK_FAST(f);
	return c;
}
