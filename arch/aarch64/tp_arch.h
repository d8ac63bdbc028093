/* aarch64 thread pointer: TPIDR_EL0, written from user space with msr (no
   system call).  TLS variant I (AAPCS64 ELF TLS): the 16 bytes at the
   thread pointer are the TCB the ABI reserves, and the TLS block follows
   at the thread pointer plus 16 rounded up to the segment's alignment.
   weft's descriptor ends just below the thread pointer
   (pthread_impl.h).  The compiler's stack-protector guard is the global
   __stack_chk_guard, not a descriptor field. */
#ifndef _WEFT_TP_ARCH_H
#define _WEFT_TP_ARCH_H

#include <stdint.h>

#define TLS_BELOW_TP 0
#define TP_TCB_SIZE 16
#include "cancel_arch.h"    /* TP_CANCEL_OFFSET */

/* The fields at the start of struct __pthread: none is fixed by the ABI
   here, but generic code keeps a self pointer and a canary copy. */
#define TP_ABI_FIELDS \
	struct __pthread *self; \
	uintptr_t canary;

static inline uintptr_t __get_tp(void)
{
	uintptr_t tp;
	__asm__ ("mrs %0, tpidr_el0" : "=r"(tp));
	return tp;
}

/* A 32-bit field of the calling thread's descriptor, which ends at the
   thread pointer. */
#define __tp_load32(off) (*(volatile int *)((char *)__self() + (off)))

/* Returns 0; the write cannot fail. */
#define __set_tp(tp) (__extension__ ({ \
	__asm__ __volatile__ ("msr tpidr_el0, %0" : : "r"((uintptr_t)(tp)) : "memory"); 0L; }))

#endif
