#include <pthread.h>
#include <threads.h>

int thrd_detach(thrd_t thr)
{
	return pthread_detach((pthread_t)thr) ? thrd_error : thrd_success;
}
