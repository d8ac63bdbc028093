/* int swapcontext(ucontext_t *oucp, const ucontext_t *ucp): saves the
   caller's context in oucp as getcontext does, then switches the signal
   mask to ucp's and stores the old one in oucp in one sigprocmask call
   (no moment with neither mask), and loads ucp's registers.  oucp
   resumes as a return of 0 from this call.  -1 with errno if the mask
   could not be set (the caller's registers are intact); null pointers:
   -1 and EINVAL. */
#include "ucontext_arch.h"
#include "save_context.h"

	.text
	.globl swapcontext
	.type swapcontext, @function
swapcontext:
	test %rdi, %rdi
	jz 2f
	test %rsi, %rsi
	jz 2f
	save_context
	/* sigprocmask(SIG_SETMASK, &ucp->uc_sigmask, &oucp->uc_sigmask);
	   ucp is kept on the stack, which the push aligns for the call. */
	push %rsi
	lea UC_SIGMASK(%rdi), %rdx
	lea UC_SIGMASK(%rsi), %rsi
	mov $2, %edi            /* SIG_SETMASK */
	call sigprocmask@PLT
	pop %rdi
	test %eax, %eax
	jnz 1f
	jmp __ucontext_load
1:	ret
2:	mov $-22, %rdi          /* -EINVAL */
	jmp __syscall_ret
	.size swapcontext, .-swapcontext

	.section .note.GNU-stack,"",@progbits
