/* riscv64 thread pointer: the tp register (x4), written with mv (no
   system call).  TLS variant I with no TCB (RISC-V psABI): the TLS block
   starts at the thread pointer, aligned.  weft's descriptor ends just
   below it (pthread_impl.h).  The compiler's stack-protector guard is
   the global __stack_chk_guard. */
#ifndef _WEFT_TP_ARCH_H
#define _WEFT_TP_ARCH_H

#include <stdint.h>

#define TLS_BELOW_TP 0
#define TP_TCB_SIZE 0
#include "cancel_arch.h"    /* TP_CANCEL_OFFSET */

#define TP_ABI_FIELDS \
	struct __pthread *self; \
	uintptr_t canary;

static inline uintptr_t __get_tp(void)
{
	uintptr_t tp;
	__asm__ ("mv %0, tp" : "=r"(tp));
	return tp;
}

#define __tp_load32(off) (*(volatile int *)((char *)__self() + (off)))

#define __set_tp(tp) (__extension__ ({ \
	__asm__ __volatile__ ("mv tp, %0" : : "r"((uintptr_t)(tp)) : "memory"); 0L; }))

#endif
