#include <stdlib.h>
#include "lock.h"
#include "random_impl.h"

void srandom(unsigned seed)
{
	__lock(&__random_lock);
	__srandom_locked(seed);
	__unlock(&__random_lock);
}
