#include <pthread.h>

/* The pre-POSIX name of pthread_mutexattr_setrobust. */
int pthread_mutexattr_setrobust_np(pthread_mutexattr_t *attr, int robust)
{
	return pthread_mutexattr_setrobust(attr, robust);
}
