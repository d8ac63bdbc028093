#include "pthread_impl.h"

/* weft keeps no concurrency level (every thread is a kernel thread). */
int pthread_getconcurrency(void)
{
	return 0;
}
