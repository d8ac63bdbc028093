/* x86_64 thread pointer: the %fs base, set with arch_prctl(ARCH_SET_FS).
   The psABI puts the descriptor's own address at %fs:0 (so reading it gives
   the thread pointer without a system call) and gcc/clang load the
   stack-protector canary from %fs:0x28.  TLS (variant II) lies below the
   thread pointer. */
#ifndef _WEFT_TP_ARCH_H
#define _WEFT_TP_ARCH_H

#include <stdint.h>

#define TLS_BELOW_TP 1
#define TP_CANARY_OFFSET 0x28
#include "cancel_arch.h"    /* TP_CANCEL_OFFSET */

/* The fields the ABI fixes, at the start of struct __pthread. */
#define TP_ABI_FIELDS \
	struct __pthread *self;       /* 0x00 */ \
	uintptr_t *dtv;               /* 0x08: unused, kept where tools expect it */ \
	uintptr_t abi_reserved[3];    /* 0x10 */ \
	uintptr_t canary;             /* 0x28 */

static inline uintptr_t __get_tp(void)
{
	uintptr_t tp;
	__asm__ ("mov %%fs:0, %0" : "=r"(tp));
	return tp;
}

/* A 32-bit field of the calling thread's descriptor, read in one
   %fs-relative load (no dependent load of the thread pointer first). */
#define __tp_load32(off) ({ int __v; \
	__asm__ ("movl %%fs:%c1, %0" : "=r"(__v) : "i"(off)); __v; })

/* Returns 0 or a negative error number; called before errno exists. */
#define ARCH_SET_FS_CODE 0x1002
#define __set_tp(tp) __syscall2(SYS_arch_prctl, ARCH_SET_FS_CODE, (long)(tp))

#endif
