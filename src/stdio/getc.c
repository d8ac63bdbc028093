#include "stdio_impl.h"

int getc(FILE *f)
{
	int c;
	FLOCK(f);
	c = __getc_unlocked(f);
	FUNLOCK(f);
	return c;
}
