#include <pthread.h>
#include <signal.h>
#include "futex.h"
#include "signal_impl.h"
#include "syscall.h"

/* The thread of a SIGEV_THREAD notification (aio, mq_notify,
   timer_create).  The attributes are copied, so the caller's object is
   untouched, and the thread is detached whatever they say: no one could
   join it.  With block_signals it starts with every application signal
   blocked (the mask is a new thread's inheritance from its creator). */
hidden int __sigev_thread(const struct sigevent *sev, void *(*start)(void *),
			  void *arg, volatile int *done, int block_signals)
{
	unsigned long all = ~INTERNAL_SIGMASK, old;
	pthread_attr_t attr;
	pthread_t th;
	int e;

	if (sev->sigev_notify_attributes)
		attr = *sev->sigev_notify_attributes;
	else
		pthread_attr_init(&attr);
	pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
	if (block_signals)
		__syscall(SYS_rt_sigprocmask, SIG_BLOCK, &all, &old, KSIGSET_SIZE);
	e = pthread_create(&th, &attr, start, arg);
	if (block_signals)
		__syscall(SYS_rt_sigprocmask, SIG_SETMASK, &old, 0, KSIGSET_SIZE);
	if (e)
		return e;
	while (!__atomic_load_n(done, __ATOMIC_ACQUIRE))
		__futex_wait(done, 0, 1);
	return 0;
}

hidden void __sigev_thread_started(volatile int *done)
{
	/* After this store the starter's stack may be gone; the wake at
	   worst reaches a stale stack word, which any futex waiter
	   tolerates. */
	__atomic_store_n(done, 1, __ATOMIC_RELEASE);
	__futex_wake(done, 1, 1);
}
