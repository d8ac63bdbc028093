/* int getcontext(ucontext_t *ucp): saves what a call preserves (rbx, rbp,
   r12-r15), the caller's stack pointer as it is after our return, the
   return address as the resume point, the x87 control word and MXCSR
   (in __fpregs_mem, which uc_mcontext.fpregs is set to point at), then
   the signal mask; returns 0.  Resumed by setcontext, the caller sees
   getcontext return 0 again.  Null ucp: -1 and EINVAL. */
#include "ucontext_arch.h"

	.text
	.globl getcontext
	.type getcontext, @function
getcontext:
	test %rdi, %rdi
	jz 1f
	mov %rbx, UC_RBX(%rdi)
	mov %rbp, UC_RBP(%rdi)
	mov %r12, UC_R12(%rdi)
	mov %r13, UC_R13(%rdi)
	mov %r14, UC_R14(%rdi)
	mov %r15, UC_R15(%rdi)
	lea 8(%rsp), %rax
	mov %rax, UC_RSP(%rdi)
	mov (%rsp), %rax
	mov %rax, UC_RIP(%rdi)
	lea UC_FPREGS_MEM(%rdi), %rax
	mov %rax, UC_FPREGS(%rdi)
	fnstcw UC_FPREGS_MEM+FP_CWD(%rdi)
	stmxcsr UC_FPREGS_MEM+FP_MXCSR(%rdi)
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
