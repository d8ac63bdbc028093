/* int sigsetjmp(sigjmp_buf env, int savemask): as setjmp, and with a
   nonzero savemask also stores the thread's signal mask (the kernel's
   8-byte set) for siglongjmp.  ecall changes only a0, kept in t0
   meanwhile; ra is untouched, so the tail call records our caller. */
#include <bits/syscall.h>
#include "setjmp_impl.h"

	.text
	.globl sigsetjmp
	.type sigsetjmp, %function
sigsetjmp:
	sw zero, JB_MASK_WAS_SAVED(a0)
	beqz a1, 1f
	li t1, 1
	sw t1, JB_MASK_WAS_SAVED(a0)
	/* rt_sigprocmask(SIG_BLOCK, NULL, &env->__saved_mask, 8) */
	mv t0, a0
	addi a2, a0, JB_SAVED_MASK
	li a0, 0
	li a1, 0
	li a3, 8
	li a7, SYS_rt_sigprocmask
	ecall
	mv a0, t0
1:	tail __setjmp_save
	.size sigsetjmp, .-sigsetjmp

	.section .note.GNU-stack,"",%progbits
