#include <stdlib.h>
#include "rand48.h"

long lrand48(void)
{
	return nrand48(__rand48.x);
}
