#include <string.h>
#include "cond_impl.h"

/* Returns 0. */
int pthread_cond_init(pthread_cond_t *__weft_restrict c, const pthread_condattr_t *__weft_restrict attr)
{
	memset(c, 0, sizeof *c);
	if (attr)
		c->_c_flags = attr->__attr & (C_MONOTONIC | C_PSHARED);
	return 0;
}
