#include "stdio_impl.h"

int putc(int c, FILE *f)
{
	FLOCK(f);
	c = __putc_unlocked(c, f);
	FUNLOCK(f);
	return c;
}
