#include <pthread.h>
#include <threads.h>

int tss_create(tss_t *key, tss_dtor_t dtor)
{
	pthread_key_t k;

	if (pthread_key_create(&k, dtor))
		return thrd_error;
	*key = k;
	return thrd_success;
}
