/* int getcontext(ucontext_t *ucp): saves the registers a call preserves,
   the resume point and the FP control state (save_context.h), then the
   signal mask; returns 0.  Resumed by setcontext, the caller sees
   getcontext return 0 again.  Null ucp: -1 and EINVAL. */
#include "ucontext_arch.h"
#include "save_context.h"

	.text
	.globl getcontext
	.type getcontext, @function
getcontext:
	test %rdi, %rdi
	jz 1f
	save_context
	/* sigprocmask(SIG_BLOCK, NULL, &ucp->uc_sigmask) reads the mask,
	   leaving weft's internal signals out (as every returned set);
	   the push makes the stack 16-byte aligned at the call. */
	push %rdi
	lea UC_SIGMASK(%rdi), %rdx
	xor %esi, %esi
	xor %edi, %edi
	call sigprocmask@PLT
	pop %rdi
	ret
1:	mov $-22, %rdi          /* -EINVAL */
	jmp __syscall_ret
	.size getcontext, .-getcontext

	.section .note.GNU-stack,"",@progbits
