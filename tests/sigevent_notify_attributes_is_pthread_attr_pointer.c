/* POSIX gives struct sigevent a member pthread_attr_t
   *sigev_notify_attributes (not a void *), with <signal.h> alone
   defining pthread_attr_t; a thread-notifying timer uses it. */
// test: cflags -std=c11 -D_POSIX_C_SOURCE=200809L -Werror=incompatible-pointer-types
// test: ldflags -lrt -lpthread
#include <signal.h>
#include <time.h>
#include <pthread.h>
#include "check.h"

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cond = PTHREAD_COND_INITIALIZER;
static int fired;

static void notify(union sigval v)
{
	pthread_mutex_lock(&lock);
	fired = v.sival_int;
	pthread_cond_signal(&cond);
	pthread_mutex_unlock(&lock);
}

int main(void)
{
	struct sigevent sev = { 0 };
	CHECK(_Generic(sev.sigev_notify_attributes, pthread_attr_t *: 1, default: 0));

	pthread_attr_t attr;
	CHECK_EQ(pthread_attr_init(&attr), 0);
	sev.sigev_notify = SIGEV_THREAD;
	sev.sigev_notify_function = notify;
	sev.sigev_notify_attributes = &attr;
	sev.sigev_value.sival_int = 42;
	timer_t t;
	CHECK_EQ(timer_create(CLOCK_MONOTONIC, &sev, &t), 0);
	struct itimerspec its = { .it_value = { 0, 1000000 } };
	CHECK_EQ(timer_settime(t, 0, &its, 0), 0);
	pthread_mutex_lock(&lock);
	while (!fired)
		pthread_cond_wait(&cond, &lock);
	pthread_mutex_unlock(&lock);
	CHECK_EQ(fired, 42);
	CHECK_EQ(timer_delete(t), 0);
	pthread_attr_destroy(&attr);
	return 0;
}
