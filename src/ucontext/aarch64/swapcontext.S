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
	cbz x0, 2f
	cbz x1, 2f
	save_context
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
