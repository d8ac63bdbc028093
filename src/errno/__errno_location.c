#include <errno.h>
#include "pthread_impl.h"

/* errno is a field of the calling thread's descriptor. */
int *__errno_location(void)
{
	return &__self()->errno_val;
}
