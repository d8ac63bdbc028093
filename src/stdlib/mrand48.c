#include <stdlib.h>
#include "rand48.h"

long mrand48(void)
{
	return jrand48(__rand48.x);
}
