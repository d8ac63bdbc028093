#include <pthread.h>
#include <threads.h>

void call_once(once_flag *flag, void (*fn)(void))
{
	pthread_once((pthread_once_t *)flag, fn);
}
