/* Futex wait and wake (layer 2).  Errors from FUTEX_WAIT (EAGAIN: the value
   changed; EINTR: a signal) all mean "look at the word again", so callers
   loop on the word, not on the return value. */
#ifndef _WEFT_FUTEX_H
#define _WEFT_FUTEX_H

#include "syscall.h"

#define FUTEX_WAIT 0
#define FUTEX_WAKE 1
#define FUTEX_PRIVATE 128

static inline void __futex_wait(volatile int *addr, int val, int priv)
{
	__syscall(SYS_futex, addr, FUTEX_WAIT | (priv ? FUTEX_PRIVATE : 0), val, 0);
}

static inline void __futex_wake(volatile int *addr, int count, int priv)
{
	__syscall(SYS_futex, addr, FUTEX_WAKE | (priv ? FUTEX_PRIVATE : 0), count);
}

#endif
