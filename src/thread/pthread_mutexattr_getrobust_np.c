#include <pthread.h>

/* The pre-POSIX name of pthread_mutexattr_getrobust. */
int pthread_mutexattr_getrobust_np(const pthread_mutexattr_t *attr, int *robust)
{
	return pthread_mutexattr_getrobust(attr, robust);
}
