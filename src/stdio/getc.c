#include "stdio_impl.h"

int getc(FILE *f)
{
	int c;
	FLOCK_FAST(f);
	c = __getc_unlocked(f);
	FUNLOCK_FAST(f);
	return c;
}
