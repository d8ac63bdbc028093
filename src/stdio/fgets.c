#include "stdio_impl.h"

char *fgets(char *restrict s, int n, FILE *restrict f)
{
	char *r;
	FLOCK(f);
	r = __fgetsx(s, n, f);
	FUNLOCK(f);
	return r;
}
