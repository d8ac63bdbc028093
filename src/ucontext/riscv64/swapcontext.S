/* int swapcontext(ucontext_t *oucp, const ucontext_t *ucp): saves the
   caller's context in oucp as getcontext does, then switches the signal
   mask to ucp's and stores the old one in oucp in one sigprocmask call
   (no moment with neither mask), and loads ucp's registers.  oucp
   resumes as a return of 0 from this call.  -1 with errno if the mask
   could not be set; null pointers: -1 and EINVAL. */
#include "ucontext_arch.h"
#include "save_context.h"

	.text
	.globl swapcontext
	.type swapcontext, %function
swapcontext:
	beqz a0, 2f
	beqz a1, 2f
	save_context
	/* sigprocmask(SIG_SETMASK, &ucp->uc_sigmask, &oucp->uc_sigmask),
	   ucp kept on the stack */
	addi sp, sp, -16
	sd a1, 0(sp)
	sd ra, 8(sp)
	addi a2, a0, UC_SIGMASK
	addi a1, a1, UC_SIGMASK
	li a0, 2                /* SIG_SETMASK */
	call sigprocmask
	ld a1, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	bnez a0, 1f
	mv a0, a1
	tail __ucontext_load
1:	ret
2:	li a0, -22              /* -EINVAL */
	tail __syscall_ret
	.size swapcontext, .-swapcontext

	.section .note.GNU-stack,"",%progbits
