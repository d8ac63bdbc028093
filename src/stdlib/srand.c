#include <stdlib.h>

void srand(unsigned seed)
{
	srandom(seed);
}
