#include <pthread.h>

/* The name robust mutexes had before POSIX took them. */
int pthread_mutex_consistent_np(pthread_mutex_t *m)
{
	return pthread_mutex_consistent(m);
}
