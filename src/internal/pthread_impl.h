/* The thread core: the descriptor every thread has at its thread pointer. */
#ifndef _WEFT_PTHREAD_IMPL_H
#define _WEFT_PTHREAD_IMPL_H

#include <stddef.h>
#include <stdint.h>
#include "libc.h"
#include "tp_arch.h"

struct __pthread {
	TP_ABI_FIELDS
	int tid;         /* kernel thread id; cleared by the kernel at exit */
	int errno_val;
};

_Static_assert(offsetof(struct __pthread, canary) == TP_CANARY_OFFSET,
	       "stack-protector canary must sit where the compiler reads it");

static inline struct __pthread *__self(void)
{
	return (struct __pthread *)__get_tp();
}

#endif
