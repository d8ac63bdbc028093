#include <string.h>
#include "pthread_impl.h"

/* Joinable, default stack (0: the default at creation time), default
   guard, inherited scheduling, system scope. */
int pthread_attr_init(pthread_attr_t *a)
{
	memset(a, 0, sizeof *a);
	a->_a_guardsize = __default_guardsize;
	return 0;
}
