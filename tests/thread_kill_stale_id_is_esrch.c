/* An id whose thread has been joined names nothing: pthread_kill and
   pthread_sigqueue report ESRCH (glibc leaves this undefined and may
   signal whatever reused the memory), and never signal the thread that
   took its place.  weft checks the id against its thread list. */
// test: cflags -pthread
// test: weft-only
#define _GNU_SOURCE
#include <pthread.h>
#include <signal.h>
#include "check.h"

static void *quick(void *p)
{
	return p;
}

static volatile int hits;
static void h(int s) { (void)s; hits++; }

int main(void)
{
	struct sigaction sa = { 0 };
	pthread_t t;

	sa.sa_handler = h;
	CHECK_EQ(sigaction(SIGUSR1, &sa, 0), 0);
	for (int i = 0; i < 50; i++) {
		CHECK_EQ(pthread_create(&t, 0, quick, 0), 0);
		CHECK_EQ(pthread_join(t, 0), 0);
		CHECK_EQ(pthread_kill(t, 0), ESRCH);
		CHECK_EQ(pthread_kill(t, SIGUSR1), ESRCH);
		CHECK_EQ(pthread_sigqueue(t, SIGUSR1, (union sigval){ .sival_int = 1 }), ESRCH);
		/* still an error check first for a bad signal */
		CHECK_EQ(pthread_kill(t, 32), EINVAL);
	}
	CHECK_EQ(hits, 0);
	return 0;
}
