/* int getcontext(ucontext_t *ucp): saves what the RISC-V psABI makes
   callee-saved, ra as the resume point (pc), 0 as a0 (getcontext's
   second return value) and fcsr (save_context.h), then the signal mask;
   returns 0.  Null ucp: -1 and EINVAL. */
#include "ucontext_arch.h"
#include "save_context.h"

	.text
	.globl getcontext
	.type getcontext, %function
getcontext:
	beqz a0, 1f
	save_context
	/* sigprocmask(SIG_BLOCK, NULL, &ucp->uc_sigmask) reads the mask,
	   leaving weft's internal signals out (as every returned set). */
	addi sp, sp, -16
	sd ra, 8(sp)
	addi a2, a0, UC_SIGMASK
	li a1, 0
	li a0, 0
	call sigprocmask
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
1:	li a0, -22              /* -EINVAL */
	tail __syscall_ret
	.size getcontext, .-getcontext

	.section .note.GNU-stack,"",%progbits
