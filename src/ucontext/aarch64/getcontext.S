/* int getcontext(ucontext_t *ucp): saves what AAPCS64 makes callee-saved
   (x19-x28, the frame pointer x29, x30, sp, v8-v15), x30 as the resume
   point (pc) and 0 as x0 (getcontext's second return value), fpsr and
   fpcr, then the signal mask; returns 0.  The FP state goes where the
   kernel puts it in a signal frame: a struct fpsimd_context record at
   the start of uc_mcontext.__reserved, followed by a null record.
   Null ucp: -1 and EINVAL. */
#include "ucontext_arch.h"

	.text
	.globl getcontext
	.type getcontext, %function
getcontext:
	cbz x0, 1f
	str xzr, [x0, #UC_X(0)]
	stp x19, x20, [x0, #UC_X(19)]
	stp x21, x22, [x0, #UC_X(21)]
	stp x23, x24, [x0, #UC_X(23)]
	stp x25, x26, [x0, #UC_X(25)]
	stp x27, x28, [x0, #UC_X(27)]
	stp x29, x30, [x0, #UC_X(29)]
	mov x1, sp
	stp x1, x30, [x0, #UC_SP]
	add x1, x0, #UC_FP
	movz w2, #(FP_MAGIC & 0xffff)
	movk w2, #(FP_MAGIC >> 16), lsl #16
	mov w3, #FP_SIZE
	stp w2, w3, [x1]
	mrs x2, fpsr
	mrs x3, fpcr
	stp w2, w3, [x1, #FP_FPSR]
	stp q8, q9, [x1, #FP_V(8)]
	stp q10, q11, [x1, #FP_V(10)]
	stp q12, q13, [x1, #FP_V(12)]
	stp q14, q15, [x1, #FP_V(14)]
	str xzr, [x1, #FP_SIZE]
	/* sigprocmask(SIG_BLOCK, NULL, &ucp->uc_sigmask) reads the mask,
	   leaving weft's internal signals out (as every returned set). */
	str x30, [sp, #-16]!
	add x2, x0, #UC_SIGMASK
	mov x1, #0
	mov w0, #0
	bl sigprocmask
	ldr x30, [sp], #16
	ret
1:	mov x0, #-22            /* -EINVAL */
	b __syscall_ret
	.size getcontext, .-getcontext

	.section .note.GNU-stack,"",%progbits
