#ifndef _PTHREAD_H
#define _PTHREAD_H

#include <features.h>

#define __WEFT_WANT_size_t
#define __WEFT_WANT_pid_t
#define __WEFT_WANT_clockid_t
#define __WEFT_WANT_time_t
#define __WEFT_WANT_struct_timespec
#define __WEFT_WANT_sigset_t
#include <bits/typedefs.h>
#include <bits/pthreadtypes.h>
#include <sched.h>
#include <time.h>

#define PTHREAD_CREATE_JOINABLE 0
#define PTHREAD_CREATE_DETACHED 1

#define PTHREAD_MUTEX_NORMAL 0
#define PTHREAD_MUTEX_RECURSIVE 1
#define PTHREAD_MUTEX_ERRORCHECK 2
#define PTHREAD_MUTEX_DEFAULT PTHREAD_MUTEX_NORMAL
#define PTHREAD_MUTEX_STALLED 0
#define PTHREAD_MUTEX_ROBUST 1
#if defined(_GNU_SOURCE) || defined(_DEFAULT_SOURCE)
#define PTHREAD_MUTEX_TIMED_NP PTHREAD_MUTEX_NORMAL
#define PTHREAD_MUTEX_RECURSIVE_NP PTHREAD_MUTEX_RECURSIVE
#define PTHREAD_MUTEX_ERRORCHECK_NP PTHREAD_MUTEX_ERRORCHECK
#define PTHREAD_MUTEX_ADAPTIVE_NP 3
#define PTHREAD_MUTEX_FAST_NP PTHREAD_MUTEX_NORMAL
#define PTHREAD_MUTEX_STALLED_NP PTHREAD_MUTEX_STALLED
#define PTHREAD_MUTEX_ROBUST_NP PTHREAD_MUTEX_ROBUST
#endif

#define PTHREAD_PRIO_NONE 0
#define PTHREAD_PRIO_INHERIT 1
#define PTHREAD_PRIO_PROTECT 2

#define PTHREAD_INHERIT_SCHED 0
#define PTHREAD_EXPLICIT_SCHED 1

#define PTHREAD_SCOPE_SYSTEM 0
#define PTHREAD_SCOPE_PROCESS 1

#define PTHREAD_PROCESS_PRIVATE 0
#define PTHREAD_PROCESS_SHARED 1

#define PTHREAD_CANCEL_ENABLE 0
#define PTHREAD_CANCEL_DISABLE 1
#define PTHREAD_CANCEL_DEFERRED 0
#define PTHREAD_CANCEL_ASYNCHRONOUS 1
#define PTHREAD_CANCELED ((void *)-1)

#define PTHREAD_BARRIER_SERIAL_THREAD (-1)
#define PTHREAD_ONCE_INIT 0

/* The rwlock preference names come with XSI (Unix 98) or POSIX 2001 and
   later, not only with _GNU_SOURCE: programs written for glibc use them
   under -D_XOPEN_SOURCE=500 and up. */
#if (defined(_XOPEN_SOURCE) && _XOPEN_SOURCE + 0 >= 500) || \
    (defined(_POSIX_C_SOURCE) && _POSIX_C_SOURCE + 0 >= 200112L)
#define __WEFT_RWLOCK_KIND_NP 1
#endif
#ifdef __WEFT_RWLOCK_KIND_NP
#define PTHREAD_RWLOCK_PREFER_READER_NP 0
#define PTHREAD_RWLOCK_PREFER_WRITER_NP 1
#define PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP 2
#define PTHREAD_RWLOCK_DEFAULT_NP PTHREAD_RWLOCK_PREFER_READER_NP
#endif

/* Static initialisers.  Word 4 of a mutex (byte 16, as in glibc) is its
   kind; word 12 of a rwlock (byte 48) its preference. */
#define PTHREAD_MUTEX_INITIALIZER { { { 0 } } }
#define PTHREAD_COND_INITIALIZER { { { 0 } } }
#define PTHREAD_RWLOCK_INITIALIZER { { { 0 } } }
#ifdef _GNU_SOURCE
#define PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP { { { 0, 0, 0, 0, PTHREAD_MUTEX_RECURSIVE } } }
#define PTHREAD_ERRORCHECK_MUTEX_INITIALIZER_NP { { { 0, 0, 0, 0, PTHREAD_MUTEX_ERRORCHECK } } }
#define PTHREAD_ADAPTIVE_MUTEX_INITIALIZER_NP { { { 0, 0, 0, 0, PTHREAD_MUTEX_ADAPTIVE_NP } } }
#define PTHREAD_RWLOCK_WRITER_NONRECURSIVE_INITIALIZER_NP \
	{ { { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP } } }
#endif

/* Cleanup handlers (docs/cancellation.md).  pthread_cleanup_push opens a
   block that holds a record on the caller's stack and hangs it at the head
   of the calling thread's list; pthread_cleanup_pop closes that block, so
   the two must pair in one lexical scope or the braces do not match.  The
   push call returns the record it went in front of and fills in where
   the list head lives: the pop unlinks inline, before running the
   handler, with one store and no call. */
struct __weft_cleanup {
	struct __weft_cleanup **__head;  /* the owning thread's list head */
	struct __weft_cleanup *__outer;  /* the record pushed before this one */
	void (*__fn)(void *);
	void *__arg;
};

__WEFT_BEGIN

struct __weft_cleanup *__weft_cleanup_push(struct __weft_cleanup *__rec,
					   void (*__fn)(void *), void *__arg);
#define pthread_cleanup_push(fn, arg) { \
	struct __weft_cleanup __weft_rec; \
	struct __weft_cleanup *const __weft_up = \
		__weft_cleanup_push(&__weft_rec, (fn), (arg)); {
#define pthread_cleanup_pop(run) } \
	*__weft_rec.__head = __weft_up; \
	if (run) \
		__weft_rec.__fn(__weft_rec.__arg); }

/* Threads */
int pthread_create(pthread_t *__weft_restrict thread, const pthread_attr_t *__weft_restrict attr,
		   void *(*start)(void *), void *__weft_restrict arg);
__weft_noreturn void pthread_exit(void *value);
int pthread_join(pthread_t thread, void **value);
int pthread_detach(pthread_t thread);
pthread_t pthread_self(void);
int pthread_equal(pthread_t a, pthread_t b);
#define pthread_equal(a, b) ((a) == (b))
int pthread_once(pthread_once_t *once, void (*init)(void));
/* A completed once word is 1: callers test it inline (one acquire load)
   and make no call.  A function, not an expression macro, so that each
   argument is evaluated once and converts as for pthread_once itself. */
#if defined(__GNUC__) && !defined(__cplusplus)
static __inline__ int __weft_pthread_once(pthread_once_t *__once, void (*__init)(void))
{
	if (__atomic_load_n(__once, __ATOMIC_ACQUIRE) == 1)
		return 0;
	return (pthread_once)(__once, __init);
}
#define pthread_once(o, f) __weft_pthread_once(o, f)
#endif
int pthread_getconcurrency(void);
int pthread_setconcurrency(int level);
int pthread_getcpuclockid(pthread_t thread, clockid_t *clock);
int pthread_getschedparam(pthread_t thread, int *__weft_restrict policy,
			  struct sched_param *__weft_restrict param);
int pthread_setschedparam(pthread_t thread, int policy, const struct sched_param *param);
int pthread_setschedprio(pthread_t thread, int prio);
int pthread_atfork(void (*prepare)(void), void (*parent)(void), void (*child)(void));

/* Cancellation */
int pthread_cancel(pthread_t thread);
int pthread_setcancelstate(int state, int *old);
int pthread_setcanceltype(int type, int *old);
void pthread_testcancel(void);

/* Thread attributes */
int pthread_attr_init(pthread_attr_t *attr);
int pthread_attr_destroy(pthread_attr_t *attr);
int pthread_attr_getdetachstate(const pthread_attr_t *attr, int *state);
int pthread_attr_setdetachstate(pthread_attr_t *attr, int state);
int pthread_attr_getguardsize(const pthread_attr_t *__weft_restrict attr, size_t *__weft_restrict size);
int pthread_attr_setguardsize(pthread_attr_t *attr, size_t size);
int pthread_attr_getinheritsched(const pthread_attr_t *__weft_restrict attr, int *__weft_restrict inherit);
int pthread_attr_setinheritsched(pthread_attr_t *attr, int inherit);
int pthread_attr_getschedparam(const pthread_attr_t *__weft_restrict attr,
			       struct sched_param *__weft_restrict param);
int pthread_attr_setschedparam(pthread_attr_t *__weft_restrict attr,
			       const struct sched_param *__weft_restrict param);
int pthread_attr_getschedpolicy(const pthread_attr_t *__weft_restrict attr, int *__weft_restrict policy);
int pthread_attr_setschedpolicy(pthread_attr_t *attr, int policy);
int pthread_attr_getscope(const pthread_attr_t *__weft_restrict attr, int *__weft_restrict scope);
int pthread_attr_setscope(pthread_attr_t *attr, int scope);
int pthread_attr_getstack(const pthread_attr_t *__weft_restrict attr, void **__weft_restrict addr,
			  size_t *__weft_restrict size);
int pthread_attr_setstack(pthread_attr_t *attr, void *addr, size_t size);
int pthread_attr_getstacksize(const pthread_attr_t *__weft_restrict attr, size_t *__weft_restrict size);
int pthread_attr_setstacksize(pthread_attr_t *attr, size_t size);
#ifdef _DEFAULT_SOURCE
/* Obsolete: the stack named by its top; pthread_attr_setstack instead. */
int pthread_attr_getstackaddr(const pthread_attr_t *__weft_restrict attr,
			      void **__weft_restrict addr);
int pthread_attr_setstackaddr(pthread_attr_t *attr, void *addr);
#endif

/* Mutexes */
int pthread_mutex_init(pthread_mutex_t *__weft_restrict m, const pthread_mutexattr_t *__weft_restrict attr);
int pthread_mutex_destroy(pthread_mutex_t *m);
int pthread_mutex_lock(pthread_mutex_t *m);
int pthread_mutex_trylock(pthread_mutex_t *m);
int pthread_mutex_unlock(pthread_mutex_t *m);
int pthread_mutex_timedlock(pthread_mutex_t *__weft_restrict m, const struct timespec *__weft_restrict abstime);
int pthread_mutex_clocklock(pthread_mutex_t *__weft_restrict m, clockid_t clock,
			    const struct timespec *__weft_restrict abstime);
int pthread_mutex_consistent(pthread_mutex_t *m);
int pthread_mutex_getprioceiling(const pthread_mutex_t *__weft_restrict m, int *__weft_restrict ceiling);
int pthread_mutex_setprioceiling(pthread_mutex_t *__weft_restrict m, int ceiling,
				 int *__weft_restrict old);
int pthread_mutexattr_init(pthread_mutexattr_t *attr);
int pthread_mutexattr_destroy(pthread_mutexattr_t *attr);
int pthread_mutexattr_gettype(const pthread_mutexattr_t *__weft_restrict attr, int *__weft_restrict type);
int pthread_mutexattr_settype(pthread_mutexattr_t *attr, int type);
int pthread_mutexattr_getpshared(const pthread_mutexattr_t *__weft_restrict attr, int *__weft_restrict pshared);
int pthread_mutexattr_setpshared(pthread_mutexattr_t *attr, int pshared);
int pthread_mutexattr_getrobust(const pthread_mutexattr_t *__weft_restrict attr, int *__weft_restrict robust);
int pthread_mutexattr_setrobust(pthread_mutexattr_t *attr, int robust);
int pthread_mutexattr_getprotocol(const pthread_mutexattr_t *__weft_restrict attr, int *__weft_restrict protocol);
int pthread_mutexattr_setprotocol(pthread_mutexattr_t *attr, int protocol);
int pthread_mutexattr_getprioceiling(const pthread_mutexattr_t *__weft_restrict attr, int *__weft_restrict ceiling);
int pthread_mutexattr_setprioceiling(pthread_mutexattr_t *attr, int ceiling);

/* Condition variables */
int pthread_cond_init(pthread_cond_t *__weft_restrict c, const pthread_condattr_t *__weft_restrict attr);
int pthread_cond_destroy(pthread_cond_t *c);
int pthread_cond_wait(pthread_cond_t *__weft_restrict c, pthread_mutex_t *__weft_restrict m);
int pthread_cond_timedwait(pthread_cond_t *__weft_restrict c, pthread_mutex_t *__weft_restrict m,
			   const struct timespec *__weft_restrict abstime);
int pthread_cond_clockwait(pthread_cond_t *__weft_restrict c, pthread_mutex_t *__weft_restrict m,
			   clockid_t clock, const struct timespec *__weft_restrict abstime);
int pthread_cond_signal(pthread_cond_t *c);
int pthread_cond_broadcast(pthread_cond_t *c);
int pthread_condattr_init(pthread_condattr_t *attr);
int pthread_condattr_destroy(pthread_condattr_t *attr);
int pthread_condattr_getclock(const pthread_condattr_t *__weft_restrict attr, clockid_t *__weft_restrict clock);
int pthread_condattr_setclock(pthread_condattr_t *attr, clockid_t clock);
int pthread_condattr_getpshared(const pthread_condattr_t *__weft_restrict attr, int *__weft_restrict pshared);
int pthread_condattr_setpshared(pthread_condattr_t *attr, int pshared);

/* Read-write locks */
int pthread_rwlock_init(pthread_rwlock_t *__weft_restrict rw, const pthread_rwlockattr_t *__weft_restrict attr);
int pthread_rwlock_destroy(pthread_rwlock_t *rw);
int pthread_rwlock_rdlock(pthread_rwlock_t *rw);
int pthread_rwlock_tryrdlock(pthread_rwlock_t *rw);
int pthread_rwlock_timedrdlock(pthread_rwlock_t *__weft_restrict rw, const struct timespec *__weft_restrict abstime);
int pthread_rwlock_clockrdlock(pthread_rwlock_t *__weft_restrict rw, clockid_t clock,
			       const struct timespec *__weft_restrict abstime);
int pthread_rwlock_wrlock(pthread_rwlock_t *rw);
int pthread_rwlock_trywrlock(pthread_rwlock_t *rw);
int pthread_rwlock_timedwrlock(pthread_rwlock_t *__weft_restrict rw, const struct timespec *__weft_restrict abstime);
int pthread_rwlock_clockwrlock(pthread_rwlock_t *__weft_restrict rw, clockid_t clock,
			       const struct timespec *__weft_restrict abstime);
int pthread_rwlock_unlock(pthread_rwlock_t *rw);
int pthread_rwlockattr_init(pthread_rwlockattr_t *attr);
int pthread_rwlockattr_destroy(pthread_rwlockattr_t *attr);
int pthread_rwlockattr_getpshared(const pthread_rwlockattr_t *__weft_restrict attr, int *__weft_restrict pshared);
int pthread_rwlockattr_setpshared(pthread_rwlockattr_t *attr, int pshared);
#ifdef __WEFT_RWLOCK_KIND_NP
int pthread_rwlockattr_getkind_np(const pthread_rwlockattr_t *__weft_restrict attr, int *__weft_restrict kind);
int pthread_rwlockattr_setkind_np(pthread_rwlockattr_t *attr, int kind);
#endif

/* Spin locks and barriers */
int pthread_spin_init(pthread_spinlock_t *s, int pshared);
int pthread_spin_destroy(pthread_spinlock_t *s);
int pthread_spin_lock(pthread_spinlock_t *s);
int pthread_spin_trylock(pthread_spinlock_t *s);
int pthread_spin_unlock(pthread_spinlock_t *s);
int pthread_barrier_init(pthread_barrier_t *__weft_restrict b, const pthread_barrierattr_t *__weft_restrict attr,
			 unsigned count);
int pthread_barrier_destroy(pthread_barrier_t *b);
int pthread_barrier_wait(pthread_barrier_t *b);
int pthread_barrierattr_init(pthread_barrierattr_t *attr);
int pthread_barrierattr_destroy(pthread_barrierattr_t *attr);
int pthread_barrierattr_getpshared(const pthread_barrierattr_t *__weft_restrict attr, int *__weft_restrict pshared);
int pthread_barrierattr_setpshared(pthread_barrierattr_t *attr, int pshared);

/* Thread-specific data */
int pthread_key_create(pthread_key_t *key, void (*destructor)(void *));
int pthread_key_delete(pthread_key_t key);
void *pthread_getspecific(pthread_key_t key);
int pthread_setspecific(pthread_key_t key, const void *value);

#ifdef _GNU_SOURCE
int pthread_getattr_np(pthread_t thread, pthread_attr_t *attr);
int pthread_mutex_consistent_np(pthread_mutex_t *m);
int pthread_mutexattr_getrobust_np(const pthread_mutexattr_t *attr, int *robust);
int pthread_mutexattr_setrobust_np(pthread_mutexattr_t *attr, int robust);
int pthread_getattr_default_np(pthread_attr_t *attr);
int pthread_setattr_default_np(const pthread_attr_t *attr);
int pthread_attr_getaffinity_np(const pthread_attr_t *attr, size_t size, cpu_set_t *set);
int pthread_attr_setaffinity_np(pthread_attr_t *attr, size_t size, const cpu_set_t *set);
int pthread_attr_getsigmask_np(const pthread_attr_t *attr, sigset_t *set);
int pthread_attr_setsigmask_np(pthread_attr_t *attr, const sigset_t *set);
#define PTHREAD_ATTR_NO_SIGMASK_NP (-1)
int pthread_tryjoin_np(pthread_t thread, void **value);
int pthread_timedjoin_np(pthread_t thread, void **value, const struct timespec *abstime);
int pthread_clockjoin_np(pthread_t thread, void **value, clockid_t clock, const struct timespec *abstime);
int pthread_setname_np(pthread_t thread, const char *name);
int pthread_getname_np(pthread_t thread, char *name, size_t len);
int pthread_setaffinity_np(pthread_t thread, size_t size, const cpu_set_t *set);
int pthread_getaffinity_np(pthread_t thread, size_t size, cpu_set_t *set);
int pthread_mutexattr_getkind_np(const pthread_mutexattr_t *attr, int *kind);
int pthread_mutexattr_setkind_np(pthread_mutexattr_t *attr, int kind);
int pthread_yield(void);
pid_t pthread_gettid_np(pthread_t thread);
#endif

__WEFT_END

#endif
