#include <stdlib.h>
#include "env_impl.h"
#include "lock.h"

/* Empties the environment (environ becomes NULL, as in glibc) and frees the
   strings setenv allocated. */
int clearenv(void)
{
	__lock(&__env_lock);
	__env_clear();
	__unlock(&__env_lock);
	return 0;
}
