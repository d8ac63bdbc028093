#include <pthread.h>
#include <stdint.h>
#include <threads.h>

/* The same widening as a C11 start function's return (thrd_create.c), so
   thrd_join reads either one back with (int)(intptr_t). */
_Noreturn void thrd_exit(int res)
{
	pthread_exit((void *)(intptr_t)res);
}
