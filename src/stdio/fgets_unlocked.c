#include "stdio_impl.h"

char *fgets_unlocked(char *restrict s, int n, FILE *restrict f)
{
	return __fgetsx(s, n, f);
}
