#include <pthread.h>
#include <threads.h>

thrd_t thrd_current(void)
{
	return (thrd_t)pthread_self();
}
