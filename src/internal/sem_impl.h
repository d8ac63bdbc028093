/*
 * Semaphores (docs/semaphore.md).  One 64-bit word holds the value in its
 * low half and the number of registered waiters in its high half, so a
 * post learns in the same atomic step both what it added to and who may
 * be asleep; the futex is the low half alone (the value), so a waiter
 * sleeps only while the value it saw as zero is still zero.
 */
#ifndef _WEFT_SEM_IMPL_H
#define _WEFT_SEM_IMPL_H

#include <errno.h>
#include <semaphore.h>
#include <stdint.h>
#include <time.h>
#include "futex.h"

#define _s_word  __w[0]
#define _s_flags __i[2]   /* S_PRIVATE, or 0: shared (zeroed memory is a
			     valid shared semaphore at 0) */
#define S_PRIVATE 1

#define S_VALUE(w)   ((unsigned)(w))
#define S_WAITERS(w) ((unsigned)((w) >> 32))
#define S_WAITER     ((uint64_t)1 << 32)

_Static_assert(sizeof(sem_t) == 32 && _Alignof(sem_t) == 8, "sem_t as glibc's");

static inline volatile uint64_t *__sem_word(sem_t *s)
{
	return (volatile uint64_t *)&s->_s_word;
}

/* The value half, as the futex calls see it. */
static inline volatile int *__sem_futex(sem_t *s)
{
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	return (volatile int *)&s->_s_word;
#else
	return (volatile int *)&s->_s_word + 1;
#endif
}

static inline uint64_t __sem_load(sem_t *s)
{
	return __atomic_load_n(__sem_word(s), __ATOMIC_RELAXED);
}

/* Replaces *old by new if the word still holds *old; else loads the
   current word into *old.  A full barrier on success: a taker sees what
   the poster wrote before posting, and a post's read of the waiter count
   is ordered against a waiter's registration and its read of the value
   (docs/semaphore.md). */
static inline int __sem_cas(sem_t *s, uint64_t *old, uint64_t new)
{
	return __atomic_compare_exchange_n(__sem_word(s), old, new, 0,
					   __ATOMIC_SEQ_CST, __ATOMIC_RELAXED);
}

/* Takes one unit if the value is positive, without registering: the
   fast path of every wait.  Returns 1 on success. */
static inline int __sem_take(sem_t *s)
{
	uint64_t w = __sem_load(s);

	while (S_VALUE(w))
		if (__sem_cas(s, &w, w - 1))
			return 1;
	return 0;
}

/* The blocking part of sem_wait, sem_timedwait and sem_clockwait, once
   the fast path found the value at zero: at 0 for no deadline, else an
   absolute time on clk, already checked (0 <= tv_nsec < 1e9).  Returns 0
   (a unit taken), EINTR, ETIMEDOUT, or EINVAL. */
hidden int __sem_wait_slow(sem_t *s, clockid_t clk, const struct timespec *at);

/* sem_timedwait and sem_clockwait.  The clock and the nanoseconds are
   checked before the fast path, so a bad argument fails the same way
   whatever the value (as glibc; POSIX allows either). */
static inline int __sem_clockwait(sem_t *s, clockid_t clk, const struct timespec *at)
{
	int e;

	if ((clk != CLOCK_REALTIME && clk != CLOCK_MONOTONIC) ||
	    at->tv_nsec < 0 || at->tv_nsec >= 1000000000L)
		e = EINVAL;
	else if (__sem_take(s))
		return 0;
	else
		e = __sem_wait_slow(s, clk, at);
	if (!e)
		return 0;
	errno = e;
	return -1;
}

/* The process's named semaphores (sem_open, sem_close). */
struct __sem_named {
	struct __sem_named *next;
	sem_t *addr;
	unsigned long dev, ino;
	long refs;
};
extern hidden struct __sem_named *__sem_named_list;
extern hidden volatile int __sem_named_lock;

#endif
