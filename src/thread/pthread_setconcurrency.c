#include <errno.h>
#include "pthread_impl.h"

/* 0 is the default level; a positive level is refused as exceeding a
   resource limit of zero (DESIGN §4), a negative one is EINVAL. */
int pthread_setconcurrency(int level)
{
	if (level < 0)
		return EINVAL;
	return level ? EAGAIN : 0;
}
