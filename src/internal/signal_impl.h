/* Signals inside the library: the kernel's view of sigaction and sets,
   and the signals weft keeps for itself. */
#ifndef _WEFT_SIGNAL_IMPL_H
#define _WEFT_SIGNAL_IMPL_H

#include <signal.h>
#include "libc.h"
#include "ksigaction.h"

/* Internal signals, hidden from applications (as glibc's 32 and 33). */
#define SIGCANCEL 32
#define SIGSYNCCALL 33
#define SIGRT_FIRST_APP 34
#define INTERNAL_SIGMASK ((1UL << (SIGCANCEL - 1)) | (1UL << (SIGSYNCCALL - 1)))

/* The kernel's signal set is the first 64 bits of sigset_t. */
#define KSIGSET_SIZE 8

static inline unsigned long __kset(const sigset_t *s)
{
	return s->__bits[0];
}

hidden void __restore_rt(void);

/* sigblock and sigsetmask: sigprocmask(how) with a mask of signals 1 to
   32 as bits sig-1 of an int; the previous mask in that form, or -1. */
hidden int __sigmask_bits(int how, int mask);

/* 0 if sev can be delivered, else EINVAL. */
hidden int __sigevent_check(const struct sigevent *sev, int allow_thread_id);

/* Starts start(arg) in the new thread of a SIGEV_THREAD notification:
   with sev's sigev_notify_attributes, detached, with every application
   signal blocked if block_signals.  Then waits until the thread has
   called __sigev_thread_started(done), so that arg may live on the
   caller's stack until then.  0, or pthread_create's error. */
hidden int __sigev_thread(const struct sigevent *sev, void *(*start)(void *),
			  void *arg, volatile int *done, int block_signals);
hidden void __sigev_thread_started(volatile int *done);

/* The notifications aio and getaddrinfo_a deliver themselves
   (__sigev_notify.c).  0 if sev is one they can deliver, else EINVAL. */
hidden int __sigev_notify_check(const struct sigevent *sev);

/* Delivers sev: nothing, a signal queued to the process with si_code
   code, or a function run in a new thread. */
hidden void __sigev_notify(const struct sigevent *sev, int code);

/* A set of requests notified together (lio_listio, getaddrinfo_a).
   pending counts the requests not yet ended, plus one while the caller
   is still queueing (so that the set cannot be found complete half-way);
   the one that brings it to 0 delivers sev if notify (with si_code code)
   and wakes a caller waiting on the word.  refs counts who may still
   touch the memory: each request and the caller, which may stop waiting
   early.  Made with malloc by the caller. */
struct __sigev_group {
	volatile int pending;
	volatile int refs;
	int notify;
	int code;
	struct sigevent sev;
};

/* One request of g has ended (or the caller has finished queueing):
   the last notifies and wakes.  Then the holder lets go of g, the last
   one freeing it. */
hidden void __sigev_group_done(struct __sigev_group *g);
hidden void __sigev_group_release(struct __sigev_group *g);

/* Whether sig is a valid signal an application may act on. */
static inline int __sig_valid(int sig)
{
	return sig > 0 && sig < _NSIG;
}

static inline int __sig_internal(int sig)
{
	return sig == SIGCANCEL || sig == SIGSYNCCALL;
}

#endif
