/* int swapcontext(ucontext_t *oucp, const ucontext_t *ucp): saves the
   caller's context in oucp as getcontext does, then switches the signal
   mask to ucp's and stores the old one in oucp in one sigprocmask call
   (no moment with neither mask), and loads ucp's registers.  oucp
   resumes as a return of 0 from this call.  -1 with errno if the mask
   could not be set; null pointers: -1 and EINVAL. */
#include "ucontext_arch.h"

	.text
	.globl swapcontext
	.type swapcontext, %function
swapcontext:
	cbz x0, 2f
	cbz x1, 2f
	str xzr, [x0, #UC_X(0)]
	stp x19, x20, [x0, #UC_X(19)]
	stp x21, x22, [x0, #UC_X(21)]
	stp x23, x24, [x0, #UC_X(23)]
	stp x25, x26, [x0, #UC_X(25)]
	stp x27, x28, [x0, #UC_X(27)]
	stp x29, x30, [x0, #UC_X(29)]
	mov x2, sp
	stp x2, x30, [x0, #UC_SP]
	add x2, x0, #UC_FP
	movz w3, #(FP_MAGIC & 0xffff)
	movk w3, #(FP_MAGIC >> 16), lsl #16
	mov w4, #FP_SIZE
	stp w3, w4, [x2]
	mrs x3, fpsr
	mrs x4, fpcr
	stp w3, w4, [x2, #FP_FPSR]
	stp q8, q9, [x2, #FP_V(8)]
	stp q10, q11, [x2, #FP_V(10)]
	stp q12, q13, [x2, #FP_V(12)]
	stp q14, q15, [x2, #FP_V(14)]
	str xzr, [x2, #FP_SIZE]
	/* sigprocmask(SIG_SETMASK, &ucp->uc_sigmask, &oucp->uc_sigmask),
	   ucp kept on the stack */
	stp x1, x30, [sp, #-16]!
	add x2, x0, #UC_SIGMASK
	add x1, x1, #UC_SIGMASK
	mov w0, #2              /* SIG_SETMASK */
	bl sigprocmask
	ldp x1, x30, [sp], #16
	cbnz w0, 1f
	mov x0, x1
	b __ucontext_load
1:	ret
2:	mov x0, #-22            /* -EINVAL */
	b __syscall_ret
	.size swapcontext, .-swapcontext

	.section .note.GNU-stack,"",%progbits
