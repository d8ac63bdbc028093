#include <stdlib.h>

/* As in glibc, rand is random: one sequence, one seed, RAND_MAX 2^31-1. */
int rand(void)
{
	return (int)random();
}
