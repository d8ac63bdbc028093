/* int getcontext(ucontext_t *ucp): saves what AAPCS64 makes callee-saved,
   x30 as the resume point (pc), 0 as x0 (getcontext's second return
   value) and the FP control registers (save_context.h), then the signal
   mask; returns 0.  Null ucp: -1 and EINVAL. */
#include "ucontext_arch.h"
#include "save_context.h"

	.text
	.globl getcontext
	.type getcontext, %function
getcontext:
	cbz x0, 1f
	save_context
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
