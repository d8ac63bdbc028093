#include "pthread_impl.h"

pthread_t pthread_self(void)
{
	return (pthread_t)__self();
}
