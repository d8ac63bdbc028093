#define _GNU_SOURCE
#include "pthread_impl.h"

pid_t pthread_gettid_np(pthread_t id)
{
	return ((struct __pthread *)id)->tid;
}
