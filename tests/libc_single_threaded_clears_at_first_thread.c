/* __libc_single_threaded is 1 until the first thread is created, then 0
   (also after that thread has ended). */
#include <pthread.h>
#include <sys/single_threaded.h>
#include "check.h"

static void *run(void *arg)
{
	return arg;
}

int main(void)
{
	pthread_t t;
	CHECK_EQ(__libc_single_threaded, 1);
	CHECK_EQ(pthread_create(&t, 0, run, 0), 0);
	CHECK_EQ(__libc_single_threaded, 0);
	CHECK_EQ(pthread_join(t, 0), 0);
	CHECK_EQ(__libc_single_threaded, 0);
	return 0;
}
