#include <pthread.h>
#include <threads.h>

void *tss_get(tss_t key)
{
	return pthread_getspecific(key);
}
