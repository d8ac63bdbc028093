#include "stdio_impl.h"

int fgetc(FILE *f)
{
	int c;
	FLOCK(f);
	c = __getc_unlocked(f);
	FUNLOCK(f);
	return c;
}
