#include <stdlib.h>
#include "rand48.h"

double drand48(void)
{
	return erand48(__rand48.x);
}
