/* A condvar in malloc'd memory destroyed and freed (and the memory
   scribbled on) right after the broadcast that woke its waiters, before
   they return, with the mutex still held by the destroyer; repeated. */
// test: cflags -pthread
// test: timeout 60
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

enum { N = 4, ROUNDS = 300 };

struct obj {
	pthread_cond_t c;
	int go;
};

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static struct obj *volatile cur;
static int arrived;

static void *waiter(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&m);
	struct obj *o = cur;
	arrived++;
	while (!o->go)
		pthread_cond_wait(&o->c, &m);
	pthread_mutex_unlock(&m);
	return 0;
}

int main(void)
{
	pthread_t t[N];

	for (int r = 0; r < ROUNDS; r++) {
		struct obj *o = malloc(sizeof *o);
		CHECK(o);
		CHECK_EQ(pthread_cond_init(&o->c, 0), 0);
		o->go = 0;
		arrived = 0;
		cur = o;
		for (int i = 0; i < N; i++)
			CHECK_EQ(pthread_create(&t[i], 0, waiter, 0), 0);
		for (;;) {
			pthread_mutex_lock(&m);
			if (arrived == N)
				break;
			pthread_mutex_unlock(&m);
			usleep(50);
		}
		o->go = 1;
		CHECK_EQ(pthread_cond_broadcast(&o->c), 0);
		if (r & 1) {
			/* destroy while still holding the mutex */
			CHECK_EQ(pthread_cond_destroy(&o->c), 0);
			pthread_mutex_unlock(&m);
		} else {
			pthread_mutex_unlock(&m);
			CHECK_EQ(pthread_cond_destroy(&o->c), 0);
		}
		memset(o, 0x5a, sizeof *o);
		free(o);
		for (int i = 0; i < N; i++)
			CHECK_EQ(pthread_join(t[i], 0), 0);
	}
	return 0;
}
