/* int setjmp(jmp_buf env): marks the signal mask as not saved, then saves
   rbx rbp r12-r15, the caller's stack pointer (as it will be after our
   return) and the return address, and returns 0.  __setjmp_save is the
   register part, shared with sigsetjmp (reached by a tail jump, so the
   caller's frame is what it records). */
#include "setjmp_impl.h"

	.text
	.globl setjmp
	.type setjmp, @function
setjmp:
	movl $0, JB_MASK_WAS_SAVED(%rdi)
	.globl __setjmp_save
	.hidden __setjmp_save
__setjmp_save:
	mov %rbx, 0(%rdi)
	mov %rbp, 8(%rdi)
	mov %r12, 16(%rdi)
	mov %r13, 24(%rdi)
	mov %r14, 32(%rdi)
	mov %r15, 40(%rdi)
	lea 8(%rsp), %rdx
	mov %rdx, 48(%rdi)
	mov (%rsp), %rdx
	mov %rdx, 56(%rdi)
	xor %eax, %eax
	ret
	.size setjmp, .-setjmp

	.section .note.GNU-stack,"",@progbits
