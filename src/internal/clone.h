#ifndef _WEFT_CLONE_H
#define _WEFT_CLONE_H

#include "libc.h"

/* clone with the child running fn(arg) on stack (arch assembly). */
hidden long __clone(int (*fn)(void *), void *stack, unsigned long flags,
		    void *arg, int *ptid, void *tls, int *ctid);

#endif
