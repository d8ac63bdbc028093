/*
 * Futex wait and wake (layer 2).
 *
 * Error contract: a wait returns 0 when woken *or* when the word no longer
 * held the expected value (EAGAIN) — either way the caller re-reads the
 * word and decides; EINTR when a signal handler ran; ETIMEDOUT when the
 * absolute deadline passed.  EINVAL (bad timespec, bad clock) is turned
 * into a return value only by __futex_timedwait's caller-visible check;
 * any other error from the kernel means a library bug or memory
 * corruption (EFAULT) and is returned as is for the caller to surface.
 */
#ifndef _WEFT_FUTEX_H
#define _WEFT_FUTEX_H

#include <time.h>
#include "syscall.h"

#define FUTEX_WAIT 0
#define FUTEX_WAKE 1
#define FUTEX_REQUEUE 3
#define FUTEX_CMP_REQUEUE 4
#define FUTEX_WAKE_OP 5
#define FUTEX_LOCK_PI 6
#define FUTEX_UNLOCK_PI 7
#define FUTEX_TRYLOCK_PI 8
#define FUTEX_WAIT_BITSET 9
#define FUTEX_WAKE_BITSET 10
#define FUTEX_WAIT_REQUEUE_PI 11
#define FUTEX_CMP_REQUEUE_PI 12
#define FUTEX_LOCK_PI2 13
#define FUTEX_PRIVATE 128
#define FUTEX_CLOCK_REALTIME 256

/* Bits of a futex word that the kernel interprets for robust and PI locks. */
#define FUTEX_WAITERS 0x80000000
#define FUTEX_OWNER_DIED 0x40000000
#define FUTEX_TID_MASK 0x3fffffff

static inline void __futex_wait(volatile int *addr, int val, int priv)
{
	__syscall(SYS_futex, addr, FUTEX_WAIT | (priv ? FUTEX_PRIVATE : 0), val, 0);
}

/* Returns how many waiters the wake reached (0 when none slept). */
static inline int __futex_wake(volatile int *addr, int count, int priv)
{
	return __syscall(SYS_futex, addr, FUTEX_WAKE | (priv ? FUTEX_PRIVATE : 0), count);
}

/* Whether ts is a valid absolute time (0 <= tv_nsec < 1e9, tv_sec >= 0). */
static inline int __timespec_valid(const struct timespec *ts)
{
	return ts->tv_nsec >= 0 && ts->tv_nsec < 1000000000L && ts->tv_sec >= 0;
}

/* Waits while *addr == val until woken, or until the absolute time at on
   clock clk (CLOCK_REALTIME or CLOCK_MONOTONIC; at == 0: no deadline).
   Returns 0, EINTR, ETIMEDOUT, or EINVAL for another clock or a bad at.
   The _cp form is a cancellation point (condvar waits, joins, sem_wait). */
hidden int __futex_timedwait(volatile int *addr, int val, clockid_t clk,
			     const struct timespec *at, int priv);
hidden int __futex_timedwait_cp(volatile int *addr, int val, clockid_t clk,
				const struct timespec *at, int priv);

#endif
