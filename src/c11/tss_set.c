#include <pthread.h>
#include <threads.h>

int tss_set(tss_t key, void *value)
{
	return pthread_setspecific(key, value) ? thrd_error : thrd_success;
}
